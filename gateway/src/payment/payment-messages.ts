/** The payment calls' Chinese messages (issue 16). */
export const PAY_MSG = {
  ok: '成功',
  created: '订单已创建',
  badPackage: '充值套餐不存在',
  badChannel: '暂不支持该支付方式',
  badOrderNo: '订单号无效',
  noOrder: '订单不存在',
  providerFailed: '支付下单失败，请稍后再试',
  tooMany: '操作过于频繁，请稍后再试',
  sandboxOff: '沙箱支付仅在开发环境可用',
  badSignature: '签名验证失败',
  amountMismatch: '金额与订单不符',
  pending: '等待支付',
  credited: '支付成功',
  closed: '订单已关闭',
  cancelled: '订单已取消',
  cancelFailed: '取消订单失败，请稍后再试',
} as const;
