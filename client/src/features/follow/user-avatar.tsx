/** A round avatar, or the nickname's first character when the user has none. */
export function UserAvatar({ name, src, size }: { name: string; src: string; size: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="follow-avatar" src={src} alt="" style={style} />;
  return (
    <span
      className="follow-avatar follow-avatar-empty"
      style={{ ...style, fontSize: size / 2.4 }}
      aria-hidden
    >
      {name.slice(0, 1)}
    </span>
  );
}
