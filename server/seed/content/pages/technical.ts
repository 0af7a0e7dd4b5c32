import type { SeedPage } from '../../types.ts';

export const technicalPage: SeedPage = {
  slug: 'Technical',
  title: {
    en: 'Technical information',
    zh: '技术资料',
  },
  body: {
    en: `This page collects reference data that design engineers often need when selecting and fitting our components. The values are general guidance; the datasheet of each product and, where they differ, the values stated on it take precedence. If in doubt, ask our [application engineers](/services/5).

## Materials

| Material | Designation | Main properties | Typical use |
| --- | --- | --- | --- |
| Free-cutting steel | 1.0715 (11SMn30) | Very good machinability; not suitable for welding; needs a protective finish | Threaded studs, spindles, bushes |
| Carbon steel | C45 (1.0503) | Higher strength; can be quenched and tempered or induction hardened | Shafts, clamp spindles, cranks |
| Case-hardening steel | 16MnCr5 (1.7131) | Hard, wear-resistant surface on a tough core | Plunger pins, locating pins, pressure pads |
| Stainless steel | 1.4305 (X8CrNiS18-9, AISI 303) | Austenitic, free-machining; good corrosion resistance indoors and in humid air | General stainless components |
| Stainless steel | 1.4404 (X2CrNiMo17-12-2, AISI 316L) | Molybdenum-alloyed; better resistance to chlorides, cleaning agents and sea air | Food, pharmaceutical, wash-down and marine use |
| Aluminium | EN AW-6082 (AlSi1MgMn) | Light (about one third of the density of steel), strong in the T6 temper, easy to anodise | Handles, hand wheels, fixture plates |
| Polyamide | PA 6 GF30 | Glass-fibre reinforced thermoplastic; strong and tough; absorbs some moisture | Knobs, handles, levelling foot bases |
| Polyacetal | POM | Stiff, low friction, dimensionally stable | Sliding parts, latch components |
| Polypropylene | PP | Good chemical resistance, low weight | Covers, caps, simple knobs |

Notes on stainless steels:

- 1.4305 contains sulphur to make it easier to machine, which makes its corrosion resistance slightly lower than that of 1.4301. For outdoor, coastal, food or chemical environments choose 1.4404.
- Austenitic stainless steels cannot be hardened by heat treatment. They are essentially non-magnetic when annealed but can become slightly magnetic after cold working.
- Stainless threads tend to gall. Lubricate them, or combine a stainless screw with a nut or tapped hole of a different grade.

## Surface finishes

| Finish | Base material | Description |
| --- | --- | --- |
| Zinc plated, clear or blue passivated | Steel | Electroplated zinc to ISO 2081, typically 5 to 8 µm, with a trivalent (chromium VI-free) passivation; for dry indoor use |
| Black oxide | Steel | Thin conversion layer with oil; attractive finish with mild protection; practically no change in dimensions |
| Powder coated | Steel, aluminium | Durable coloured coating, for example RAL 9005 jet black or RAL 7035 light grey; about 60 to 120 µm thick, so threads and fits are masked |
| Anodised | Aluminium | Hard oxide layer, typically 10 to 20 µm, natural (clear) or black; good wear and corrosion resistance |
| Matt blasted | Stainless steel | Even, non-reflective surface that hides fingerprints |
| Polished or electropolished | Stainless steel | Smooth surface that is easy to clean; recommended for hygienic areas |
| Moulded, coloured through | Thermoplastics | Usually black (similar to RAL 9005), matt; scratches do not show a different colour |

All our coatings are free of hexavalent chromium and comply with RoHS.

## Threads

Unless stated otherwise, our threads are **ISO metric coarse threads** (ISO 261 and ISO 262, basic profile to ISO 68-1), written for example as M12. Fine threads are written with the pitch, for example M12x1.5. The tolerance class is the medium quality of ISO 965-1: **6H** for internal threads (tapped holes and nuts) and **6g** for external threads (screws and studs). On coated parts the tolerance applies after coating. Fine threads, UNC and UNF threads are available on request as [modifications](/services/1).

| Size | Pitch (mm) | Tapping drill (mm) | Hex head spanner (mm) | Hex key, socket head ISO 4762 (mm) |
| --- | --- | --- | --- | --- |
| M4 | 0.7 | 3.3 | 7 | 3 |
| M5 | 0.8 | 4.2 | 8 | 4 |
| M6 | 1.0 | 5.0 | 10 | 5 |
| M8 | 1.25 | 6.8 | 13 | 6 |
| M10 | 1.5 | 8.5 | 16 | 8 |
| M12 | 1.75 | 10.2 | 18 | 10 |
| M14 | 2.0 | 12.0 | 21 | 12 |
| M16 | 2.0 | 14.0 | 24 | 14 |

Spanner sizes are those of ISO 4014 and ISO 4017; older parts to DIN 931 and DIN 933 use 17 mm for M10, 19 mm for M12 and 22 mm for M14.

As a rule of thumb, the length of thread engagement should be at least about 1 x d in steel, 1.25 x d in cast iron and 2 x d in aluminium alloys. In soft materials and plastics, use threaded inserts.

## Tightening torques

Approximate tightening torques for ISO metric coarse screws of **property class 8.8**:

| Size | Tightening torque, approx. (Nm) |
| --- | --- |
| M4 | 3.0 |
| M5 | 6.0 |
| M6 | 10 |
| M8 | 25 |
| M10 | 49 |
| M12 | 85 |
| M14 | 135 |
| M16 | 210 |

These values are **approximate** and assume steel screws with a total coefficient of friction of about 0.12 (for example lightly oiled, black oxide or zinc plated), tightened with a torque wrench so that the screw is loaded to about 90 % of its yield strength. Different friction changes the correct torque considerably: dry or unplated threads need more, lubricated threads much less. For critical joints calculate the joint, for example to VDI 2230.

- Stainless screws of property class A2-70 or A4-70 have a lower yield strength (about 450 N/mm² against 640 N/mm² for 8.8); as a rough guide use about 70 % of the values above and lubricate the thread.
- Where a screw is tightened into one of our components with a plastic body or a tapped aluminium thread, the component limits the torque, not the screw. Always follow the maximum torque on the datasheet.

## Hardness

- **HRC** (Rockwell C) is used for hardened steels, **HV** (Vickers) for thin hardened layers and small parts, **HB** (Brinell) for softer metals, and **Shore A** or **Shore D** for elastomers and plastics.
- Approximate conversions to ISO 18265: 40 HRC corresponds to about 390 HV, 50 HRC to about 510 HV and 60 HRC to about 700 HV. Conversions between scales are never exact.
- Case-hardened pins and pressure pads typically reach about 58 to 62 HRC at the surface while the core stays tough.
- Stainless steels 1.4305 and 1.4404 cannot be hardened by heat treatment; where wear resistance matters, choose a hardened steel part.
- Elastomer pads of levelling feet and clamp spindles are typically between 60 and 90 Shore A.

## Operating temperatures

| Material | Permissible range, approx. |
| --- | --- |
| Steel and stainless steel parts | -40 to +250 °C (limited by coatings, seals and lubricants) |
| PA 6 GF30 | -30 to +100 °C |
| POM | -40 to +90 °C |
| PP | 0 to +80 °C |
| TPE (soft grips and pads) | -30 to +80 °C |
| NBR seals | -30 to +100 °C, resistant to mineral oil |
| EPDM seals | -40 to +120 °C, not resistant to mineral oil |
| Silicone (VMQ) seals | -60 to +200 °C |
| Gas springs | -20 to +80 °C |

These are **approximate** values for continuous use. Plastics lose strength and stiffness as they get warmer, so the load ratings on the datasheets apply at room temperature (about 20 °C). The force of a gas spring changes with temperature by roughly 3 to 4 % per 10 °C, because the pressure of the gas filling follows the temperature.

## How our part numbers are built

Every part number starts with the **family code**, the letters LH followed by a four-digit family number, and continues with the **parameters** that select the variant, separated by hyphens, in the order of the columns of the family's variant table. Where a family is offered in more than one material or finish, a letter code at the end identifies it.

Example: **LH-1202-63-M12-SS**, a stainless steel star knob

1. **LH-1202**: the family code, which is the same for every variant of the family
2. **63**: the main size, here the knob's diameter in mm
3. **M12**: the thread
4. **SS**: the material or finish code, here stainless steel

The column headings of the variant table on each product page show what each parameter means for that family. A part number always stands for the same form, fit and function; please quote it in full on orders, enquiries and drawings.`,
    zh: `本页汇集了设计工程师在选型和安装我们的零件时经常需要的参考数据。所列数值仅供一般参考；请以各产品的技术数据表为准，如有差异，以数据表上的数值为准。如有疑问，请咨询我们的[应用工程师](/services/5)。

## 材料

| 材料 | 牌号 | 主要特性 | 典型用途 |
| --- | --- | --- | --- |
| 易切削钢 | 1.0715 (11SMn30) | 切削加工性能极佳；不适合焊接；需要防护性表面处理 | 螺柱、丝杆、衬套 |
| 碳素钢 | C45 (1.0503) | 强度较高；可调质或感应淬火 | 轴、夹紧螺杆、曲柄 |
| 渗碳钢 | 16MnCr5 (1.7131) | 表面坚硬耐磨，心部韧性好 | 分度销销芯、定位销、压块 |
| 不锈钢 | 1.4305 (X8CrNiS18-9, AISI 303) | 奥氏体易切削不锈钢；在室内和潮湿空气中耐腐蚀性良好 | 一般不锈钢零件 |
| 不锈钢 | 1.4404 (X2CrNiMo17-12-2, AISI 316L) | 含钼；对氯化物、清洁剂和海洋大气的耐受性更好 | 食品、制药、冲洗区域及海洋环境 |
| 铝合金 | EN AW-6082 (AlSi1MgMn) | 轻（密度约为钢的三分之一），T6 状态下强度高，易于阳极氧化 | 把手、手轮、夹具底板 |
| 聚酰胺 | PA 6 GF30 | 玻璃纤维增强热塑性塑料；强度高、韧性好；会吸收少量水分 | 旋钮、把手、调节脚底座 |
| 聚甲醛 | POM | 刚性好、摩擦系数低、尺寸稳定 | 滑动件、锁扣零件 |
| 聚丙烯 | PP | 耐化学性好、重量轻 | 盖板、端盖、简易旋钮 |

关于不锈钢的说明：

- 1.4305 中添加了硫以改善切削性能，因此其耐腐蚀性略低于 1.4301。用于户外、沿海、食品或化工环境时，请选择 1.4404。
- 奥氏体不锈钢无法通过热处理淬硬。退火状态下基本无磁性，但冷加工后可能带有轻微磁性。
- 不锈钢螺纹容易咬死。请涂抹润滑剂，或将不锈钢螺钉与不同牌号的螺母或螺纹孔配合使用。

## 表面处理

| 表面处理 | 基材 | 说明 |
| --- | --- | --- |
| 镀锌，白色或蓝白钝化 | 钢 | 按 ISO 2081 电镀锌，镀层厚度通常为 5 至 8 µm，采用三价铬（不含六价铬）钝化；适用于干燥的室内环境 |
| 发黑 | 钢 | 薄转化膜并浸油；外观美观，具有一定防护作用；尺寸几乎不变 |
| 粉末喷涂 | 钢、铝 | 耐用的彩色涂层，例如 RAL 9005 墨黑色或 RAL 7035 浅灰色；厚度约 60 至 120 µm，因此螺纹和配合面需遮蔽 |
| 阳极氧化 | 铝 | 坚硬的氧化膜，厚度通常为 10 至 20 µm，本色或黑色；耐磨性和耐腐蚀性好 |
| 哑光喷砂 | 不锈钢 | 均匀、不反光的表面，不易留下指纹 |
| 抛光或电解抛光 | 不锈钢 | 表面光滑、易于清洁；推荐用于卫生要求高的区域 |
| 注塑成型，整体着色 | 热塑性塑料 | 通常为黑色（接近 RAL 9005）哑光；划痕处不会露出其他颜色 |

我们的所有表面处理均不含六价铬，符合 RoHS 要求。

## 螺纹

除非另有说明，我们的螺纹均为 **ISO 公制粗牙螺纹**（ISO 261 和 ISO 262，基本牙型符合 ISO 68-1），标记方式例如 M12。细牙螺纹需标注螺距，例如 M12x1.5。公差等级为 ISO 965-1 中的中等精度：内螺纹（螺纹孔和螺母）为 **6H**，外螺纹（螺钉和螺柱）为 **6g**。对于有镀层的零件，公差适用于镀覆之后的状态。细牙螺纹以及 UNC、UNF 螺纹可作为[改制服务](/services/1)按需提供。

| 规格 | 螺距 (mm) | 攻丝底孔钻头 (mm) | 外六角扳手开口 (mm) | 内六角扳手，ISO 4762 内六角圆柱头螺钉 (mm) |
| --- | --- | --- | --- | --- |
| M4 | 0.7 | 3.3 | 7 | 3 |
| M5 | 0.8 | 4.2 | 8 | 4 |
| M6 | 1.0 | 5.0 | 10 | 5 |
| M8 | 1.25 | 6.8 | 13 | 6 |
| M10 | 1.5 | 8.5 | 16 | 8 |
| M12 | 1.75 | 10.2 | 18 | 10 |
| M14 | 2.0 | 12.0 | 21 | 12 |
| M16 | 2.0 | 14.0 | 24 | 14 |

扳手开口尺寸依据 ISO 4014 和 ISO 4017；按 DIN 931 和 DIN 933 制造的旧零件，M10 为 17 mm，M12 为 19 mm，M14 为 22 mm。

根据经验，螺纹旋合长度在钢中应至少约为 1 x d，在铸铁中约为 1.25 x d，在铝合金中约为 2 x d。在软质材料和塑料中，请使用螺纹嵌件。

## 拧紧力矩

**性能等级 8.8** 的 ISO 公制粗牙螺钉的拧紧力矩参考值：

| 规格 | 拧紧力矩，近似值 (Nm) |
| --- | --- |
| M4 | 3.0 |
| M5 | 6.0 |
| M6 | 10 |
| M8 | 25 |
| M10 | 49 |
| M12 | 85 |
| M14 | 135 |
| M16 | 210 |

以上数值均为**近似值**，前提是钢制螺钉的总摩擦系数约为 0.12（例如轻微涂油、发黑或镀锌），并使用扭力扳手拧紧，使螺钉承受约为其屈服强度 90 % 的载荷。摩擦条件不同，正确的拧紧力矩会有很大差异：干燥或无镀层的螺纹需要更大的力矩，润滑后的螺纹则小得多。对于关键连接，请进行螺栓连接计算，例如依据 VDI 2230。

- 性能等级 A2-70 或 A4-70 的不锈钢螺钉屈服强度较低（约 450 N/mm²，而 8.8 级为 640 N/mm²）；粗略估算时，可取上表数值的约 70 %，并润滑螺纹。
- 当螺钉拧入我们带塑料本体或铝制螺纹孔的零件时，限制拧紧力矩的是零件本身，而不是螺钉。请务必遵守技术数据表上标注的最大拧紧力矩。

## 硬度

- **HRC**（洛氏硬度 C 标尺）用于淬硬钢，**HV**（维氏硬度）用于薄硬化层和小零件，**HB**（布氏硬度）用于较软的金属，**邵氏 A** 或**邵氏 D** 用于弹性体和塑料。
- 依据 ISO 18265 的近似换算：40 HRC 约相当于 390 HV，50 HRC 约相当于 510 HV，60 HRC 约相当于 700 HV。不同标尺之间的换算永远无法做到完全精确。
- 渗碳淬火的销和压块，表面硬度通常约为 58 至 62 HRC，心部仍保持良好韧性。
- 1.4305 和 1.4404 不锈钢无法通过热处理淬硬；如对耐磨性有要求，请选择淬硬钢零件。
- 调节脚和夹紧螺杆的弹性体垫片硬度通常在 60 至 90 邵氏 A 之间。

## 使用温度

| 材料 | 允许温度范围，近似值 |
| --- | --- |
| 钢和不锈钢零件 | -40 至 +250 °C（受表面处理、密封件和润滑剂限制） |
| PA 6 GF30 | -30 至 +100 °C |
| POM | -40 至 +90 °C |
| PP | 0 至 +80 °C |
| TPE（软质握把和垫片） | -30 至 +80 °C |
| NBR 密封件 | -30 至 +100 °C，耐矿物油 |
| EPDM 密封件 | -40 至 +120 °C，不耐矿物油 |
| 硅橡胶 (VMQ) 密封件 | -60 至 +200 °C |
| 气弹簧 | -20 至 +80 °C |

以上均为长期使用条件下的**近似值**。塑料随温度升高，强度和刚度会下降，因此技术数据表上的额定载荷均以室温（约 20 °C）为准。气弹簧的输出力随温度变化，大约每 10 °C 变化 3 % 至 4 %，因为充入气体的压力随温度而变化。

## 零件编号的构成

每个零件编号都以**系列代码**开头，即字母 LH 加四位数的系列号，随后是用于确定具体规格的**参数**，参数之间以连字符分隔，顺序与该系列规格表中的列顺序一致。如果某一系列提供多种材料或表面处理，编号末尾会以字母代码加以区分。

示例：**LH-1202-63-M12-SS**，不锈钢星形旋钮

1. **LH-1202**：系列代码，同一系列的所有规格均相同
2. **63**：主要尺寸，此处为旋钮直径（mm）
3. **M12**：螺纹
4. **SS**：材料或表面处理代码，此处表示不锈钢

每个产品页面上规格表的列标题说明了该系列中各参数的含义。同一零件编号始终代表相同的外形、配合和功能；在订单、询价和图纸中，请务必完整注明零件编号。`,
  },
};
