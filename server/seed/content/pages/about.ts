import type { SeedPage } from '../../types.ts';

export const aboutPage: SeedPage = {
  slug: 'about',
  title: {
    en: 'About Lihda Group',
    zh: '关于 Lihda 集团',
  },
  body: {
    en: `Lihda Group is a British supplier of standard engineering components for machine builders, fixture makers and manufacturers of every size. We started in 1987 as a small stockist of machine handles in the Midlands; today design engineers and buyers across the UK and beyond rely on us for the parts that make machines easy to operate, safe to open and quick to set up.

## Our range

- **Design elements**: handles, knobs, hand wheels, cranks, indexing plungers, levelling feet and other operating parts
- **Access components**: hinges, latches, locks, seals and gas springs for doors, guards, covers and enclosures
- **Work holding**: toggle clamps, vices, clamping elements, locating elements and modular fixturing

Most families come in a choice of sizes, threads, materials and finishes, from zinc-plated steel and black plastics to stainless steel 1.4404 for food and wash-down areas. Every variant has its own part number, price breaks, stock level, CAD model and datasheet in the shop.

## Built for engineers and buyers

We know that the person who specifies a part is rarely the person who orders it. That is why the shop offers free STEP and DXF downloads for every variant, clear prices ex VAT with price breaks, and [company accounts](/services/6) that let a whole team order, share addresses and pay by card, bank transfer or on account. When the catalogue is not enough, our [application engineers](/services/5) help with selection and our workshop makes [modified and custom parts](/services/1).

## Quality

Our quality management system is certified to ISO 9001. Incoming goods are inspected against the drawing, every batch is traceable back to its production lot, and material certificates are available on request. Our products comply with RoHS and REACH, and our coatings are free of hexavalent chromium.

## Stock and delivery

The range is held in stock at our warehouse in Millbridge. Stock items ordered by 16:00 on a working day are dispatched the same day for delivery on the next working day to most UK addresses, and [blanket orders](/services/4) and [kanban supply](/services/3) keep regular requirements flowing without paperwork.

## Based in the UK

Sales, engineering, the warehouse and our modification workshop work under one roof on the Brightwater Industrial Estate in Millbridge, Staffordshire. You are welcome to visit us: see the [contact page](/Contact) for our address and opening hours, or [open an account](/register) and start ordering today.`,
    zh: `Lihda 集团是一家英国工程标准件供应商，服务于设备制造商、夹具制造商以及各类规模的生产企业。我们于 1987 年在英格兰中部地区起步，最初只是一家小型机床把手经销商；如今，英国及海外的设计工程师和采购人员都信赖我们提供的零件，让设备操作更方便、开合更安全、换型更快捷。

## 产品范围

- **设计元件**：把手、旋钮、手轮、曲柄、分度销、调节脚及其他操作件
- **门件与开合组件**：用于门、防护罩、盖板和机柜的铰链、锁扣、锁具、密封条和气弹簧
- **工件夹持**：快速夹钳、虎钳、夹紧元件、定位元件以及模块化夹具

大多数产品系列提供多种尺寸、螺纹、材料和表面处理可选，从镀锌钢、黑色塑料到适用于食品和冲洗区域的 1.4404 不锈钢，应有尽有。在网上商店中，每个规格都有独立的零件编号、阶梯价格、库存数量、CAD 模型和技术数据表。

## 为工程师和采购人员而设计

我们深知，指定零件的人往往不是下单采购的人。因此，网上商店为每个规格提供免费的 STEP 和 DXF 下载，清楚列明不含增值税的价格和阶梯价格，并提供[企业账户](/services/6)：整个团队可以共同下单、共享地址，并可选择银行卡、银行转账或账期付款。如果目录产品无法满足需求，我们的[应用工程师](/services/5)可协助选型，我们的车间也可以提供[改制件和定制件](/services/1)。

## 质量

我们的质量管理体系通过了 ISO 9001 认证。所有来料均按图纸检验，每一批产品都可追溯至其生产批次，并可应要求提供材质证明。我们的产品符合 RoHS 和 REACH 要求，所有表面处理均不含六价铬。

## 库存与交货

全系列产品均在我们位于 Millbridge 的仓库备有库存。工作日 16:00 前订购的库存产品当天发货，英国大部分地区下一个工作日即可送达；[框架订单](/services/4)与[看板供货](/services/3)则让您的常规需求无需繁琐手续即可持续供应。

## 立足英国

销售、技术、仓储和改制车间都集中在斯塔福德郡 Millbridge 的 Brightwater 工业园内。欢迎您前来参观：地址和营业时间请见[联系页面](/Contact)；您也可以立即[注册账户](/register)，开始在线订购。`,
  },
};
