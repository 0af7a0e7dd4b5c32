import type { InboxTemplate } from '../shop/inbox.ts';

/** Refusals and notices of returns (server/returns/), in both languages; placeholders are filled with fill(). */
export const RETURN_MESSAGES = {
  noSuchReturn: { en: 'There is no such return.', zh: '没有此退货申请。' },
  notDelivered: {
    en: 'Goods can be returned once the order has been delivered.',
    zh: '订单送达后才能申请退货。',
  },
  orderCancelled: { en: 'This order was cancelled: there is nothing to return.', zh: '此订单已取消，无可退货物。' },
  noSuchLine: { en: 'Order line {lineNo} does not exist.', zh: '订单行 {lineNo} 不存在。' },
  tooManyToReturn: {
    en: 'Line {lineNo}: at most {left} can be returned (delivered less what is already being returned).',
    zh: '第 {lineNo} 行最多可退 {left} 件（已送达数量减去已在退货中的数量）。',
  },
  tooManyReceived: {
    en: 'Line {lineNo}: {asked} were asked to be returned, so at most {asked} can be received.',
    zh: '第 {lineNo} 行申请退货 {asked} 件，因此最多只能收货 {asked} 件。',
  },
  notInReturn: { en: 'Line {lineNo} is not part of this return.', zh: '第 {lineNo} 行不在此退货申请中。' },
  resaleableBeyondReceived: {
    en: 'Line {lineNo}: only {received} were received, so no more can be fit to resell.',
    zh: '第 {lineNo} 行只收到 {received} 件，可再售数量不能更多。',
  },
  photoEmpty: { en: 'Photo {position} is empty.', zh: '照片 {position} 为空。' },
  photoTooLarge: { en: 'Photo {position} is larger than {mb} MB.', zh: '照片 {position} 超过 {mb} MB。' },
  photoNotImage: {
    en: 'Photo {position} is not a JPEG, PNG or WebP picture.',
    zh: '照片 {position} 不是 JPEG、PNG 或 WebP 图片。',
  },
  noSuchPhoto: { en: 'This return has no such photo.', zh: '此退货申请没有该照片。' },
  staleReturn: {
    en: 'Someone else has just changed this return. Reload it to see what changed, then try again.',
    zh: '他人刚刚修改了此退货申请。请重新加载查看更改后再试。',
  },
  feesSaved: { en: 'Restocking fees saved.', zh: '重新入库费已保存。' },
  requested: { en: 'Your return request has been sent.', zh: '您的退货申请已提交。' },
  withdrawn: { en: 'Your return request has been withdrawn.', zh: '您的退货申请已撤回。' },
} as const;

/** The buyer's message at each step of a return; {link} is the order's page. */
export const RETURN_INBOX = {
  requested: {
    kind: 'order',
    subject: { en: 'Return request for order {orderNo} received', zh: '已收到订单 {orderNo} 的退货申请' },
    body: {
      en: 'We have your request to return {lines} of order {orderNo} ({reason}). Sales will answer soon; please do not send anything back until we give you a returns number. {link}',
      zh: '我们已收到您退回订单 {orderNo} 中 {lines} 的申请（{reason}）。销售人员会尽快答复；在我们给出退货编号之前，请勿寄回任何货物。{link}',
    },
  },
  approved: {
    kind: 'order',
    subject: { en: 'Return {returnNo} approved for order {orderNo}', zh: '订单 {orderNo} 的退货 {returnNo} 已批准' },
    body: {
      en: 'Your return of order {orderNo} is approved. Please mark the parcel {returnNo} and send it to:\n{address}\n{message} {link}',
      zh: '您对订单 {orderNo} 的退货申请已批准。请在包裹上注明 {returnNo} 并寄至：\n{address}\n{message} {link}',
    },
  },
  refused: {
    kind: 'order',
    subject: { en: 'Return request for order {orderNo} refused', zh: '订单 {orderNo} 的退货申请被拒绝' },
    body: {
      en: 'We cannot accept your return of order {orderNo}: {message} {link}',
      zh: '我们无法接受您对订单 {orderNo} 的退货申请：{message} {link}',
    },
  },
  received: {
    kind: 'order',
    subject: { en: 'Return {returnNo} received', zh: '退货 {returnNo} 已收到' },
    body: {
      en: 'We have received return {returnNo} of order {orderNo}: {lines}. Credit note {creditNoteNo} follows in a separate message. {link}',
      zh: '我们已收到订单 {orderNo} 的退货 {returnNo}：{lines}。贷项通知单 {creditNoteNo} 将另行发送。{link}',
    },
  },
} as const satisfies Record<string, InboxTemplate>;

/** Sales' e-mail when a buyer asks to return goods, or withdraws the request (server/returns/return-news.ts). */
export const RETURN_STAFF_NEWS = {
  requested: {
    kind: 'order',
    subject: { en: 'Return asked for on order {orderNo} by {buyer}', zh: '{buyer} 申请退回订单 {orderNo} 的货物' },
    body: {
      en: "{buyer} asks to return {lines} of order {orderNo} ({reason}). Approve or refuse it in the console's Returns section.",
      zh: '{buyer} 申请退回订单 {orderNo} 中的 {lines}（{reason}）。请在控制台的“退货”栏目中批准或拒绝。',
    },
  },
  withdrawn: {
    kind: 'order',
    subject: { en: 'Return withdrawn on order {orderNo} by {buyer}', zh: '{buyer} 撤回了订单 {orderNo} 的退货申请' },
    body: {
      en: '{buyer} has withdrawn the request to return {lines} of order {orderNo} ({reason}): nothing will come back, and there is nothing to answer.',
      zh: '{buyer} 撤回了退回订单 {orderNo} 中 {lines} 的申请（{reason}）：不会有货物退回，无需处理。',
    },
  },
} as const satisfies Record<string, InboxTemplate>;
