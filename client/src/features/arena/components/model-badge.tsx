import { MODEL_USER_NAME } from '@kuyi/shared';

/**
 * The 模型推荐 badge beside a name. The model's own account is named the same (MODEL_USER_NAME), so beside that
 * name the badge would only repeat it ("模型推荐 模型推荐"): then the name says it once.
 */
export function ModelBadge({ isModel, userName }: { isModel: boolean; userName: string }) {
  if (!isModel || userName.trim() === MODEL_USER_NAME) return null;
  return <span className="arena-badge arena-badge-model">{MODEL_USER_NAME}</span>;
}
