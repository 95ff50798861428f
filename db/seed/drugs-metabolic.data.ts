// Drug catalogue, part 2: diabetes, hormones, bones, lungs, stomach and bowel. Format: drugs-cardio.data.ts.
export const METABOLIC = `
biguanide|metformin|Glucophage|tablet 500 mg,850 mg,1000 mg;oral solution 500 mg/5 mL|
biguanide|metformin ER|Glucophage XR,Glumetza,Fortamet|ER tablet 500 mg,750 mg,1000 mg|
sulfonylurea|glipizide|Glucotrol,Glucotrol XL|tablet 5 mg,10 mg;ER tablet 2.5 mg,5 mg,10 mg|
sulfonylurea|glimepiride|Amaryl|tablet 1 mg,2 mg,4 mg|
sulfonylurea|glyburide|Glynase|tablet 1.25 mg,2.5 mg,5 mg;micronized tablet 1.5 mg,3 mg,6 mg|A
sulfonylurea|glyburide/metformin|-|tablet 1.25 mg/250 mg,2.5 mg/500 mg,5 mg/500 mg|A
sulfonylurea|glipizide/metformin|-|tablet 2.5 mg/250 mg,2.5 mg/500 mg,5 mg/500 mg|
tzd|pioglitazone|Actos|tablet 15 mg,30 mg,45 mg|
tzd|pioglitazone/metformin|Actoplus Met|tablet 15 mg/500 mg,15 mg/850 mg|
tzd|pioglitazone/glimepiride|Duetact|tablet 30 mg/2 mg,30 mg/4 mg|
dpp4|sitagliptin|Januvia,Zituvio|tablet 25 mg,50 mg,100 mg|
dpp4|sitagliptin/metformin|Janumet,Janumet XR|tablet 50 mg/500 mg,50 mg/1000 mg;ER tablet 50 mg/500 mg,50 mg/1000 mg,100 mg/1000 mg|
dpp4|linagliptin|Tradjenta|tablet 5 mg|B
dpp4|linagliptin/metformin|Jentadueto,Jentadueto XR|tablet 2.5 mg/500 mg,2.5 mg/850 mg,2.5 mg/1000 mg|B
dpp4|saxagliptin|Onglyza|tablet 2.5 mg,5 mg|
dpp4|alogliptin|Nesina|tablet 6.25 mg,12.5 mg,25 mg|
dpp4|alogliptin/metformin|Kazano|tablet 12.5 mg/500 mg,12.5 mg/1000 mg|
sglt2|empagliflozin|Jardiance|tablet 10 mg,25 mg|B
sglt2|empagliflozin/metformin|Synjardy,Synjardy XR|tablet 5 mg/500 mg,5 mg/1000 mg,12.5 mg/500 mg,12.5 mg/1000 mg|B
sglt2|empagliflozin/linagliptin|Glyxambi|tablet 10 mg/5 mg,25 mg/5 mg|B
sglt2|dapagliflozin|Farxiga|tablet 5 mg,10 mg|
sglt2|dapagliflozin/metformin ER|Xigduo XR|ER tablet 5 mg/1000 mg,10 mg/500 mg,10 mg/1000 mg|B
sglt2|canagliflozin|Invokana|tablet 100 mg,300 mg|BT
sglt2|ertugliflozin|Steglatro|tablet 5 mg,15 mg|BT
sglt2|bexagliflozin|Brenzavvy|tablet 20 mg|BT
glp1|semaglutide|Ozempic|pen injector 2 mg/3 mL,4 mg/3 mL,8 mg/3 mL|BQ
glp1|semaglutide|Rybelsus|tablet 3 mg,7 mg,14 mg|BQ
glp1|semaglutide (weight management)|Wegovy|pen injector 0.25 mg,0.5 mg,1 mg,1.7 mg,2.4 mg|BEQ
glp1|dulaglutide|Trulicity|pen injector 0.75 mg/0.5 mL,1.5 mg/0.5 mL,3 mg/0.5 mL,4.5 mg/0.5 mL|BQ
glp1|liraglutide|Victoza|pen injector 18 mg/3 mL|Q
glp1|liraglutide (weight management)|Saxenda|pen injector 18 mg/3 mL|EQ
glp1|exenatide|Byetta,Bydureon BCise|pen injector 5 mcg per dose,10 mcg per dose;ER autoinjector 2 mg|BQ
glp1|tirzepatide|Mounjaro|pen injector 2.5 mg/0.5 mL,5 mg/0.5 mL,7.5 mg/0.5 mL,10 mg/0.5 mL,12.5 mg/0.5 mL,15 mg/0.5 mL|BQ
glp1|tirzepatide (weight management)|Zepbound|pen injector 2.5 mg/0.5 mL,5 mg/0.5 mL,10 mg/0.5 mL,15 mg/0.5 mL|BEQ
glp1|insulin degludec/liraglutide|Xultophy|pen injector 100 units/3.6 mg per mL|BI
glp1|insulin glargine/lixisenatide|Soliqua|pen injector 100 units/33 mcg per mL|BI
insulin|insulin glargine|Lantus,Basaglar,Semglee,Rezvoglar|vial 100 units/mL;pen injector 100 units/mL|I
insulin|insulin glargine U-300|Toujeo|pen injector 300 units/mL|BI
insulin|insulin detemir|Levemir|pen injector 100 units/mL|BI
insulin|insulin degludec|Tresiba|pen injector 100 units/mL,200 units/mL;vial 100 units/mL|I
insulin|insulin lispro|Humalog,Admelog,Lyumjev|vial 100 units/mL;pen injector 100 units/mL,200 units/mL;cartridge 100 units/mL|I
insulin|insulin aspart|Novolog,Fiasp|vial 100 units/mL;pen injector 100 units/mL;cartridge 100 units/mL|I
insulin|insulin glulisine|Apidra|vial 100 units/mL;pen injector 100 units/mL|BI
insulin|insulin human regular|Humulin R,Novolin R|vial 100 units/mL;pen injector 100 units/mL|BI
insulin|insulin human regular U-500|Humulin R U-500|vial 500 units/mL;pen injector 500 units/mL|BI
insulin|insulin NPH|Humulin N,Novolin N|vial 100 units/mL;pen injector 100 units/mL|BI
insulin|insulin NPH/regular 70/30|Humulin 70/30,Novolin 70/30|vial 100 units/mL;pen injector 100 units/mL|BI
insulin|insulin lispro protamine/lispro|Humalog Mix 75/25,Humalog Mix 50/50|pen injector 100 units/mL;vial 100 units/mL|I
insulin|insulin aspart protamine/aspart|Novolog Mix 70/30|pen injector 100 units/mL;vial 100 units/mL|I
insulin|insulin human inhaled|Afrezza|inhalation cartridge 4 units,8 units,12 units|BIT
dmother|glucagon|Gvoke,Baqsimi|prefilled syringe 0.5 mg/0.1 mL,1 mg/0.2 mL;nasal powder 3 mg;emergency kit 1 mg|
dmother|acarbose|Precose|tablet 25 mg,50 mg,100 mg|
dmother|repaglinide|-|tablet 0.5 mg,1 mg,2 mg|
dmother|nateglinide|-|tablet 60 mg,120 mg|
thyroid|levothyroxine|Synthroid,Levoxyl,Unithroid,Tirosint|tablet 25 mcg,50 mcg,75 mcg,88 mcg,100 mcg,112 mcg,125 mcg,137 mcg,150 mcg,175 mcg,200 mcg;capsule 13 mcg,25 mcg,50 mcg|
thyroid|liothyronine|Cytomel|tablet 5 mcg,25 mcg,50 mcg|
thyroid|thyroid (desiccated)|Armour Thyroid,NP Thyroid|tablet 15 mg,30 mg,60 mg,90 mg,120 mg|
thyroid|methimazole|-|tablet 5 mg,10 mg|
thyroid|propylthiouracil|-|tablet 50 mg|
bone|alendronate|Fosamax,Binosto|tablet 10 mg,35 mg,70 mg;oral solution 70 mg/75 mL|
bone|risedronate|Actonel,Atelvia|tablet 5 mg,30 mg,35 mg,150 mg;DR tablet 35 mg|
bone|ibandronate|-|tablet 150 mg|
bone|raloxifene|Evista|tablet 60 mg|
bone|denosumab|Prolia,Jubbonti|prefilled syringe 60 mg/mL|SP
bone|teriparatide|Forteo|pen injector 620 mcg/2.48 mL|SLT
bone|abaloparatide|Tymlos|pen injector 3120 mcg/1.56 mL|BSLT
bone|romosozumab|Evenity|prefilled syringe 105 mg/1.17 mL|BSP
bone|calcitonin salmon|Miacalcin|nasal spray 200 units per actuation|
bone|ergocalciferol|-|capsule 50000 units|
steroid|prednisone|Rayos|tablet 1 mg,2.5 mg,5 mg,10 mg,20 mg,50 mg;oral solution 5 mg/5 mL|
steroid|methylprednisolone|Medrol|tablet 4 mg,8 mg,16 mg,32 mg;dose pack 4 mg|
steroid|dexamethasone|Hemady|tablet 0.5 mg,0.75 mg,1 mg,1.5 mg,2 mg,4 mg,6 mg;oral solution 0.5 mg/5 mL|
steroid|hydrocortisone|Cortef,Alkindi Sprinkle|tablet 5 mg,10 mg,20 mg|
steroid|prednisolone|Millipred,Orapred ODT|oral solution 15 mg/5 mL;tablet 5 mg|
steroid|budesonide|Entocort EC,Uceris,Ortikos|DR capsule 3 mg;ER tablet 9 mg|
hormone|estradiol|Estrace,Vivelle-Dot,Climara|tablet 0.5 mg,1 mg,2 mg;transdermal patch 0.025 mg/day,0.05 mg/day,0.075 mg/day,0.1 mg/day;vaginal cream 0.1 mg/g|A
hormone|conjugated estrogens|Premarin|tablet 0.3 mg,0.45 mg,0.625 mg,0.9 mg,1.25 mg;vaginal cream 0.625 mg/g|BA
hormone|conjugated estrogens/medroxyprogesterone|Prempro|tablet 0.3 mg/1.5 mg,0.45 mg/1.5 mg,0.625 mg/2.5 mg,0.625 mg/5 mg|BA
hormone|medroxyprogesterone|Provera,Depo-Provera|tablet 2.5 mg,5 mg,10 mg;injection suspension 150 mg/mL|
hormone|progesterone|Prometrium|capsule 100 mg,200 mg|
hormone|norethindrone acetate|Aygestin|tablet 5 mg|
hormone|testosterone|AndroGel,Testim,Depo-Testosterone|topical gel 1%,1.62%;injection solution 100 mg/mL,200 mg/mL|QT
hormone|testosterone enanthate|Xyosted|autoinjector 50 mg/0.5 mL,75 mg/0.5 mL,100 mg/0.5 mL|BQT
hormone|cabergoline|-|tablet 0.5 mg|
hormone|bromocriptine|Cycloset|tablet 2.5 mg;capsule 5 mg|
hormone|desmopressin|Nocdurna|tablet 0.1 mg,0.2 mg;nasal spray 10 mcg per spray|A
hormone|megestrol|-|tablet 20 mg,40 mg;oral suspension 40 mg/mL,625 mg/5 mL|A
hormone|somatropin|Genotropin,Norditropin,Omnitrope|pen injector 5 mg/1.5 mL,10 mg/1.5 mL,15 mg/1.5 mL|SLT
hormone|octreotide|Sandostatin,Mycapssa|injection solution 50 mcg/mL,100 mcg/mL,500 mcg/mL;DR capsule 20 mg|SL
inhaler|albuterol|ProAir HFA,Ventolin HFA,Proventil HFA,ProAir RespiClick|inhalation aerosol 90 mcg per actuation;inhalation powder 90 mcg per actuation;tablet 2 mg,4 mg|
inhaler|albuterol (nebulizer)|-|inhalation solution 0.63 mg/3 mL,1.25 mg/3 mL,2.5 mg/3 mL,0.5%|P
inhaler|levalbuterol|Xopenex HFA|inhalation aerosol 45 mcg per actuation;inhalation solution 0.31 mg/3 mL,0.63 mg/3 mL,1.25 mg/3 mL|P
inhaler|ipratropium|Atrovent HFA|inhalation aerosol 17 mcg per actuation;inhalation solution 0.02%;nasal spray 0.03%,0.06%|P
inhaler|ipratropium/albuterol|Combivent Respimat,DuoNeb|inhalation spray 20 mcg/100 mcg per actuation;inhalation solution 0.5 mg/2.5 mg per 3 mL|P
inhaler|tiotropium|Spiriva HandiHaler,Spiriva Respimat|inhalation capsule 18 mcg;inhalation spray 1.25 mcg,2.5 mcg per actuation|Q
inhaler|umeclidinium|Incruse Ellipta|inhalation powder 62.5 mcg per actuation|BQ
inhaler|aclidinium|Tudorza Pressair|inhalation powder 400 mcg per actuation|BQT
inhaler|umeclidinium/vilanterol|Anoro Ellipta|inhalation powder 62.5 mcg/25 mcg per actuation|BQ
inhaler|tiotropium/olodaterol|Stiolto Respimat|inhalation spray 2.5 mcg/2.5 mcg per actuation|BQ
inhaler|glycopyrrolate/formoterol|Bevespi Aerosphere|inhalation aerosol 9 mcg/4.8 mcg per actuation|BQT
inhaler|fluticasone/salmeterol|Advair Diskus,Advair HFA,Wixela Inhub|inhalation powder 100 mcg/50 mcg,250 mcg/50 mcg,500 mcg/50 mcg per blister;inhalation aerosol 45 mcg/21 mcg,115 mcg/21 mcg,230 mcg/21 mcg|Q
inhaler|budesonide/formoterol|Symbicort,Breyna|inhalation aerosol 80 mcg/4.5 mcg,160 mcg/4.5 mcg per actuation|Q
inhaler|fluticasone furoate/vilanterol|Breo Ellipta|inhalation powder 100 mcg/25 mcg,200 mcg/25 mcg per actuation|Q
inhaler|mometasone/formoterol|Dulera|inhalation aerosol 50 mcg/5 mcg,100 mcg/5 mcg,200 mcg/5 mcg per actuation|BQT
inhaler|fluticasone furoate/umeclidinium/vilanterol|Trelegy Ellipta|inhalation powder 100 mcg/62.5 mcg/25 mcg,200 mcg/62.5 mcg/25 mcg per actuation|BQ
inhaler|budesonide/glycopyrrolate/formoterol|Breztri Aerosphere|inhalation aerosol 160 mcg/9 mcg/4.8 mcg per actuation|BQ
inhaler|fluticasone propionate (inhaled)|Flovent HFA,ArmonAir Digihaler|inhalation aerosol 44 mcg,110 mcg,220 mcg per actuation|Q
inhaler|budesonide (nebulizer)|Pulmicort Respules|inhalation suspension 0.25 mg/2 mL,0.5 mg/2 mL,1 mg/2 mL|P
inhaler|beclomethasone (inhaled)|Qvar RediHaler|inhalation aerosol 40 mcg,80 mcg per actuation|BQ
inhaler|mometasone (inhaled)|Asmanex Twisthaler,Asmanex HFA|inhalation powder 110 mcg,220 mcg per actuation|BQT
inhaler|ciclesonide (inhaled)|Alvesco|inhalation aerosol 80 mcg,160 mcg per actuation|BQT
inhaler|arformoterol|Brovana|inhalation solution 15 mcg/2 mL|P
inhaler|formoterol (nebulizer)|Perforomist|inhalation solution 20 mcg/2 mL|P
inhaler|revefenacin|Yupelri|inhalation solution 175 mcg/3 mL|BP
lung|montelukast|Singulair|tablet 10 mg;chewable tablet 4 mg,5 mg;oral granules 4 mg|
lung|zafirlukast|Accolate|tablet 10 mg,20 mg|
lung|roflumilast|Daliresp|tablet 250 mcg,500 mcg|
lung|theophylline ER|Theo-24,Elixophyllin|ER tablet 100 mg,200 mg,300 mg,400 mg,450 mg,600 mg;ER capsule 100 mg,200 mg,300 mg,400 mg|
lung|pirfenidone|Esbriet|tablet 267 mg,801 mg;capsule 267 mg|SLN
lung|nintedanib|Ofev|capsule 100 mg,150 mg|BSLN
lung|benzonatate|-|capsule 100 mg,200 mg|
lung|guaifenesin/codeine|-|oral solution 100 mg/10 mg per 5 mL|EO
lung|dupilumab|Dupixent|pen injector 200 mg/1.14 mL,300 mg/2 mL;prefilled syringe 300 mg/2 mL|BSLN
lung|mepolizumab|Nucala|autoinjector 100 mg/mL|BSLN
lung|benralizumab|Fasenra|autoinjector pen 30 mg/mL|BSLN
lung|omalizumab|Xolair|prefilled syringe 75 mg/0.5 mL,150 mg/mL|BSLN
lung|tezepelumab|Tezspire|pen injector 210 mg/1.91 mL|BSLN
allergy|fluticasone (nasal)|Flonase|nasal spray 50 mcg per actuation|
allergy|mometasone (nasal)|Nasonex 24HR|nasal spray 50 mcg per actuation|
allergy|azelastine|Astepro|nasal spray 0.1%,0.15%;eye drops 0.05%|
allergy|azelastine/fluticasone|Dymista|nasal spray 137 mcg/50 mcg per actuation|T
allergy|olopatadine (nasal)|Patanase|nasal spray 0.6%|
allergy|hydroxyzine hydrochloride|-|tablet 10 mg,25 mg,50 mg;oral solution 10 mg/5 mL|A
allergy|hydroxyzine pamoate|-|capsule 25 mg,50 mg,100 mg|A
allergy|cyproheptadine|-|tablet 4 mg|A
allergy|promethazine|-|tablet 12.5 mg,25 mg,50 mg;oral solution 6.25 mg/5 mL|A
allergy|levocetirizine|Xyzal|tablet 5 mg;oral solution 2.5 mg/5 mL|
allergy|desloratadine|Clarinex|tablet 5 mg|
allergy|epinephrine|EpiPen,Auvi-Q,Symjepi|auto-injector 0.15 mg,0.3 mg|Q
gi|omeprazole|Prilosec|DR capsule 10 mg,20 mg,40 mg|Q
gi|pantoprazole|Protonix|DR tablet 20 mg,40 mg;DR oral suspension packet 40 mg|Q
gi|esomeprazole|Nexium|DR capsule 20 mg,40 mg;DR oral suspension packet 10 mg,20 mg,40 mg|Q
gi|lansoprazole|Prevacid,Prevacid SoluTab|DR capsule 15 mg,30 mg;orally disintegrating tablet 15 mg,30 mg|Q
gi|rabeprazole|Aciphex|DR tablet 20 mg|QT
gi|dexlansoprazole|Dexilant|DR capsule 30 mg,60 mg|QT
gi|famotidine|Pepcid|tablet 20 mg,40 mg;oral suspension 40 mg/5 mL|
gi|sucralfate|Carafate|tablet 1 g;oral suspension 1 g/10 mL|
gi|misoprostol|Cytotec|tablet 100 mcg,200 mcg|
gi|ondansetron|Zofran|tablet 4 mg,8 mg;orally disintegrating tablet 4 mg,8 mg;oral solution 4 mg/5 mL|PQ
gi|granisetron|Sancuso|tablet 1 mg;transdermal patch 3.1 mg/24 hr|P
gi|metoclopramide|Reglan,Gimoti|tablet 5 mg,10 mg;oral solution 5 mg/5 mL|A
gi|prochlorperazine|Compro|tablet 5 mg,10 mg;rectal suppository 25 mg|A
gi|aprepitant|Emend|capsule 40 mg,80 mg,125 mg|P
gi|dicyclomine|Bentyl|capsule 10 mg;tablet 20 mg|A
gi|hyoscyamine|Levsin,Levbid|tablet 0.125 mg;ER tablet 0.375 mg|A
gi|dicyclomine/phenobarbital/hyoscyamine (belladonna alkaloids)|Donnatal|tablet 16.2 mg|AE
gi|diphenoxylate/atropine|Lomotil|tablet 2.5 mg/0.025 mg|A
gi|loperamide|-|capsule 2 mg|E
gi|lactulose|Kristalose,Enulose|oral solution 10 g/15 mL;oral powder packet 10 g,20 g|
gi|polyethylene glycol 3350|MiraLax|oral powder 17 g per dose|E
gi|linaclotide|Linzess|capsule 72 mcg,145 mcg,290 mcg|BQ
gi|lubiprostone|Amitiza|capsule 8 mcg,24 mcg|Q
gi|plecanatide|Trulance|tablet 3 mg|BQT
gi|prucalopride|Motegrity|tablet 1 mg,2 mg|T
gi|methylnaltrexone|Relistor|tablet 150 mg;prefilled syringe 12 mg/0.6 mL|BT
gi|naloxegol|Movantik|tablet 12.5 mg,25 mg|BT
gi|mesalamine|Lialda,Apriso,Asacol HD,Pentasa,Delzicol,Canasa|DR tablet 1.2 g,800 mg;ER capsule 0.375 g,250 mg,500 mg;rectal suppository 1000 mg;rectal enema 4 g/60 mL|
gi|balsalazide|Colazal|capsule 750 mg|
gi|sulfasalazine|Azulfidine,Azulfidine EN-tabs|tablet 500 mg;DR tablet 500 mg|
gi|ursodiol|Actigall,Urso 250,Urso Forte|capsule 300 mg;tablet 250 mg,500 mg|
gi|pancrelipase|Creon,Zenpep,Pancreaze|DR capsule 3000 units,6000 units,12000 units,24000 units,36000 units lipase|B
gi|rifaximin|Xifaxan|tablet 200 mg,550 mg|BQ
gi|simethicone|-|chewable tablet 80 mg|E
gi|docusate|-|capsule 100 mg|E
gi|senna|-|tablet 8.6 mg|E
gi|bisacodyl|-|DR tablet 5 mg;rectal suppository 10 mg|E
gi|alosetron|Lotronex|tablet 0.5 mg,1 mg|L
gi|obeticholic acid|Ocaliva|tablet 5 mg,10 mg|BSLN
gi|vedolizumab|Entyvio|pen injector 108 mg/0.68 mL|BSLN
`
