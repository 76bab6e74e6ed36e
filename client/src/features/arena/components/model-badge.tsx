/** What marks the model's picks and rows. */
export const MODEL_LABEL = '模型推荐';

/**
 * The 模型推荐 badge beside a name. The model's own account is named 模型推荐 (the gateway's MODEL_USER_NAME),
 * so beside that name the badge would only repeat it ("模型推荐 模型推荐"): then the name says it once.
 */
export function ModelBadge({ isModel, userName }: { isModel: boolean; userName: string }) {
  if (!isModel || userName.trim() === MODEL_LABEL) return null;
  return <span className="arena-badge arena-badge-model">{MODEL_LABEL}</span>;
}
