/** The login agreement box (spec §2), linking the service agreement and the privacy policy. */
export default function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="agreement">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      我已阅读并同意
      <a href="/userTreaty/" target="_blank" rel="noopener">
        《酷易体育用户服务协议》
      </a>
      和
      <a href="/privacy/" target="_blank" rel="noopener">
        《酷易体育隐私政策》
      </a>
    </label>
  );
}
