// Drug catalogue, part 1: heart, blood vessels, blood, cholesterol and kidneys.
// Line format (parsed by drugs.ts): class|generic name|brands (comma separated, - for none)|forms|flags
// forms: "form strength,strength;form strength"; the form is the words before the first strength.
// flags: B brand only (no generic sold), I insulin, V Part D vaccine, S specialty, E Part D excluded,
// A high-risk in older adults, O opioid, P Part B or D, L limited access, M not at mail order,
// N 30-day supply only, Q quantity limit, T step therapy.
export const CARDIO = `
statin|atorvastatin|Lipitor|tablet 10 mg,20 mg,40 mg,80 mg|
statin|rosuvastatin|Crestor|tablet 5 mg,10 mg,20 mg,40 mg|
statin|simvastatin|Zocor|tablet 5 mg,10 mg,20 mg,40 mg,80 mg|
statin|pravastatin|Pravachol|tablet 10 mg,20 mg,40 mg,80 mg|
statin|lovastatin|Altoprev|tablet 10 mg,20 mg,40 mg;ER tablet 20 mg,40 mg,60 mg|
statin|pitavastatin|Livalo,Zypitamag|tablet 1 mg,2 mg,4 mg|T
statin|fluvastatin|Lescol XL|capsule 20 mg,40 mg;ER tablet 80 mg|
lipid|ezetimibe|Zetia|tablet 10 mg|
lipid|ezetimibe/simvastatin|Vytorin|tablet 10 mg/10 mg,10 mg/20 mg,10 mg/40 mg,10 mg/80 mg|
lipid|fenofibrate|Tricor,Fenoglide|tablet 48 mg,54 mg,145 mg,160 mg;capsule 67 mg,134 mg,200 mg|
lipid|fenofibric acid|Trilipix|DR capsule 45 mg,135 mg|
lipid|gemfibrozil|Lopid|tablet 600 mg|
lipid|icosapent ethyl|Vascepa|capsule 0.5 g,1 g|
lipid|omega-3-acid ethyl esters|Lovaza|capsule 1 g|
lipid|niacin ER|Niaspan|ER tablet 500 mg,750 mg,1000 mg|
lipid|colesevelam|Welchol|tablet 625 mg;oral suspension packet 3.75 g|
lipid|cholestyramine|Questran,Prevalite|oral powder 4 g per packet|
lipid|colestipol|Colestid|tablet 1 g;granules 5 g per packet|
pcsk9|evolocumab|Repatha|prefilled syringe 140 mg/mL;SureClick autoinjector 140 mg/mL|BT
pcsk9|alirocumab|Praluent|pen injector 75 mg/mL,150 mg/mL|BT
lipid|bempedoic acid|Nexletol|tablet 180 mg|BT
lipid|bempedoic acid/ezetimibe|Nexlizet|tablet 180 mg/10 mg|BT
acei|lisinopril|Zestril,Prinivil,Qbrelis|tablet 2.5 mg,5 mg,10 mg,20 mg,30 mg,40 mg;oral solution 1 mg/mL|
acei|enalapril|Vasotec,Epaned|tablet 2.5 mg,5 mg,10 mg,20 mg;oral solution 1 mg/mL|
acei|benazepril|Lotensin|tablet 5 mg,10 mg,20 mg,40 mg|
acei|ramipril|Altace|capsule 1.25 mg,2.5 mg,5 mg,10 mg|
acei|quinapril|Accupril|tablet 5 mg,10 mg,20 mg,40 mg|
acei|fosinopril|-|tablet 10 mg,20 mg,40 mg|
acei|captopril|-|tablet 12.5 mg,25 mg,50 mg,100 mg|
acei|trandolapril|-|tablet 1 mg,2 mg,4 mg|
acei|moexipril|-|tablet 7.5 mg,15 mg|
acei|perindopril|-|tablet 2 mg,4 mg,8 mg|
acei|lisinopril/hydrochlorothiazide|Zestoretic|tablet 10 mg/12.5 mg,20 mg/12.5 mg,20 mg/25 mg|
acei|enalapril/hydrochlorothiazide|Vaseretic|tablet 5 mg/12.5 mg,10 mg/25 mg|
acei|benazepril/hydrochlorothiazide|Lotensin HCT|tablet 10 mg/12.5 mg,20 mg/12.5 mg,20 mg/25 mg|
ccb|amlodipine/benazepril|Lotrel|capsule 2.5 mg/10 mg,5 mg/10 mg,5 mg/20 mg,5 mg/40 mg,10 mg/20 mg,10 mg/40 mg|
arb|losartan|Cozaar|tablet 25 mg,50 mg,100 mg|
arb|valsartan|Diovan|tablet 40 mg,80 mg,160 mg,320 mg|
arb|irbesartan|Avapro|tablet 75 mg,150 mg,300 mg|
arb|olmesartan|Benicar|tablet 5 mg,20 mg,40 mg|
arb|telmisartan|Micardis|tablet 20 mg,40 mg,80 mg|
arb|candesartan|Atacand|tablet 4 mg,8 mg,16 mg,32 mg|
arb|azilsartan|Edarbi|tablet 40 mg,80 mg|BT
arb|azilsartan/chlorthalidone|Edarbyclor|tablet 40 mg/12.5 mg,40 mg/25 mg|BT
arb|losartan/hydrochlorothiazide|Hyzaar|tablet 50 mg/12.5 mg,100 mg/12.5 mg,100 mg/25 mg|
arb|valsartan/hydrochlorothiazide|Diovan HCT|tablet 80 mg/12.5 mg,160 mg/12.5 mg,160 mg/25 mg,320 mg/12.5 mg,320 mg/25 mg|
arb|irbesartan/hydrochlorothiazide|Avalide|tablet 150 mg/12.5 mg,300 mg/12.5 mg|
arb|olmesartan/hydrochlorothiazide|Benicar HCT|tablet 20 mg/12.5 mg,40 mg/12.5 mg,40 mg/25 mg|
arb|telmisartan/hydrochlorothiazide|Micardis HCT|tablet 40 mg/12.5 mg,80 mg/12.5 mg,80 mg/25 mg|
arb|candesartan/hydrochlorothiazide|Atacand HCT|tablet 16 mg/12.5 mg,32 mg/12.5 mg,32 mg/25 mg|
arb|amlodipine/valsartan|Exforge|tablet 5 mg/160 mg,10 mg/160 mg,5 mg/320 mg,10 mg/320 mg|
arb|amlodipine/olmesartan|Azor|tablet 5 mg/20 mg,5 mg/40 mg,10 mg/20 mg,10 mg/40 mg|
arb|amlodipine/valsartan/hydrochlorothiazide|Exforge HCT|tablet 5 mg/160 mg/12.5 mg,10 mg/160 mg/12.5 mg,10 mg/320 mg/25 mg|
arb|olmesartan/amlodipine/hydrochlorothiazide|Tribenzor|tablet 20 mg/5 mg/12.5 mg,40 mg/10 mg/25 mg|
hf|sacubitril/valsartan|Entresto|tablet 24 mg/26 mg,49 mg/51 mg,97 mg/103 mg|
ccb|amlodipine|Norvasc,Katerzia|tablet 2.5 mg,5 mg,10 mg;oral suspension 1 mg/mL|
ccb|nifedipine ER|Procardia XL,Adalat CC|ER tablet 30 mg,60 mg,90 mg|
ccb|nifedipine|Procardia|capsule 10 mg,20 mg|A
ccb|diltiazem|Cardizem,Cardizem CD,Cardizem LA,Tiazac|tablet 30 mg,60 mg,90 mg,120 mg;ER capsule 120 mg,180 mg,240 mg,300 mg,360 mg|
ccb|verapamil|Calan,Calan SR,Verelan|tablet 40 mg,80 mg,120 mg;ER tablet 120 mg,180 mg,240 mg;ER capsule 120 mg,180 mg,240 mg,360 mg|
ccb|felodipine ER|-|ER tablet 2.5 mg,5 mg,10 mg|
ccb|nisoldipine ER|Sular|ER tablet 8.5 mg,17 mg,25.5 mg,34 mg|
ccb|isradipine|-|capsule 2.5 mg,5 mg|
ccb|nicardipine|-|capsule 20 mg,30 mg|
bb|metoprolol tartrate|Lopressor|tablet 25 mg,37.5 mg,50 mg,75 mg,100 mg|
bb|metoprolol succinate ER|Toprol-XL|ER tablet 25 mg,50 mg,100 mg,200 mg|
bb|carvedilol|Coreg,Coreg CR|tablet 3.125 mg,6.25 mg,12.5 mg,25 mg;ER capsule 10 mg,20 mg,40 mg,80 mg|
bb|atenolol|Tenormin|tablet 25 mg,50 mg,100 mg|
bb|bisoprolol|-|tablet 5 mg,10 mg|
bb|propranolol|Inderal LA,InnoPran XL|tablet 10 mg,20 mg,40 mg,60 mg,80 mg;ER capsule 60 mg,80 mg,120 mg,160 mg;oral solution 20 mg/5 mL|
bb|nebivolol|Bystolic|tablet 2.5 mg,5 mg,10 mg,20 mg|
bb|labetalol|-|tablet 100 mg,200 mg,300 mg|
bb|nadolol|Corgard|tablet 20 mg,40 mg,80 mg|
bb|atenolol/chlorthalidone|Tenoretic|tablet 50 mg/25 mg,100 mg/25 mg|
bb|bisoprolol/hydrochlorothiazide|Ziac|tablet 2.5 mg/6.25 mg,5 mg/6.25 mg,10 mg/6.25 mg|
bb|metoprolol/hydrochlorothiazide|Lopressor HCT|tablet 50 mg/25 mg,100 mg/25 mg,100 mg/50 mg|
bb|pindolol|-|tablet 5 mg,10 mg|
bb|acebutolol|-|capsule 200 mg,400 mg|
arrhythmia|sotalol|Betapace,Sotylize|tablet 80 mg,120 mg,160 mg,240 mg|
diuretic|hydrochlorothiazide|-|capsule 12.5 mg;tablet 12.5 mg,25 mg,50 mg|
diuretic|chlorthalidone|Thalitone|tablet 15 mg,25 mg,50 mg|
diuretic|furosemide|Lasix,Furoscix|tablet 20 mg,40 mg,80 mg;oral solution 10 mg/mL,40 mg/5 mL|
diuretic|torsemide|Soaanz|tablet 5 mg,10 mg,20 mg,100 mg|
diuretic|bumetanide|-|tablet 0.5 mg,1 mg,2 mg|
diuretic|spironolactone|Aldactone,CaroSpir|tablet 25 mg,50 mg,100 mg;oral suspension 25 mg/5 mL|
diuretic|eplerenone|Inspra|tablet 25 mg,50 mg|
diuretic|finerenone|Kerendia|tablet 10 mg,20 mg,40 mg|B
diuretic|triamterene/hydrochlorothiazide|Maxzide,Dyazide|tablet 37.5 mg/25 mg,75 mg/50 mg;capsule 37.5 mg/25 mg|
diuretic|spironolactone/hydrochlorothiazide|Aldactazide|tablet 25 mg/25 mg,50 mg/50 mg|
diuretic|amiloride|-|tablet 5 mg|
diuretic|metolazone|-|tablet 2.5 mg,5 mg,10 mg|
diuretic|indapamide|-|tablet 1.25 mg,2.5 mg|
diuretic|acetazolamide|Diamox Sequels|tablet 125 mg,250 mg;ER capsule 500 mg|
antihtn|clonidine|Catapres-TTS|tablet 0.1 mg,0.2 mg,0.3 mg;transdermal patch 0.1 mg/day,0.2 mg/day,0.3 mg/day|A
antihtn|hydralazine|-|tablet 10 mg,25 mg,50 mg,100 mg|
antihtn|doxazosin|Cardura,Cardura XL|tablet 1 mg,2 mg,4 mg,8 mg;ER tablet 4 mg,8 mg|A
antihtn|terazosin|-|capsule 1 mg,2 mg,5 mg,10 mg|A
antihtn|prazosin|Minipress|capsule 1 mg,2 mg,5 mg|A
antihtn|methyldopa|-|tablet 250 mg,500 mg|A
antihtn|minoxidil|-|tablet 2.5 mg,10 mg|
antihtn|guanfacine|Intuniv|tablet 1 mg,2 mg;ER tablet 1 mg,2 mg,3 mg,4 mg|A
arrhythmia|amiodarone|Pacerone|tablet 100 mg,200 mg,400 mg|
arrhythmia|digoxin|Lanoxin|tablet 62.5 mcg,125 mcg,250 mcg;oral solution 50 mcg/mL|A
arrhythmia|flecainide|-|tablet 50 mg,100 mg,150 mg|
arrhythmia|propafenone|Rythmol SR|tablet 150 mg,225 mg,300 mg;ER capsule 225 mg,325 mg,425 mg|
arrhythmia|dofetilide|Tikosyn|capsule 125 mcg,250 mcg,500 mcg|
arrhythmia|dronedarone|Multaq|tablet 400 mg|B
arrhythmia|mexiletine|-|capsule 150 mg,200 mg,250 mg|
hf|ivabradine|Corlanor|tablet 5 mg,7.5 mg;oral solution 5 mg/5 mL|
hf|vericiguat|Verquvo|tablet 2.5 mg,5 mg,10 mg|B
angina|isosorbide mononitrate|Monoket|tablet 10 mg,20 mg;ER tablet 30 mg,60 mg,120 mg|
angina|isosorbide dinitrate|Isordil Titradose|tablet 5 mg,10 mg,20 mg,30 mg,40 mg|
angina|nitroglycerin|Nitrostat,Nitrolingual,Nitro-Dur|sublingual tablet 0.3 mg,0.4 mg,0.6 mg;translingual spray 0.4 mg per spray;transdermal patch 0.2 mg/hr,0.4 mg/hr,0.6 mg/hr|
angina|ranolazine ER|Ranexa|ER tablet 500 mg,1000 mg|
hf|isosorbide dinitrate/hydralazine|BiDil|tablet 20 mg/37.5 mg|
anticoag|warfarin|Jantoven|tablet 1 mg,2 mg,2.5 mg,3 mg,4 mg,5 mg,6 mg,7.5 mg,10 mg|
anticoag|apixaban|Eliquis|tablet 2.5 mg,5 mg|B
anticoag|rivaroxaban|Xarelto|tablet 2.5 mg,10 mg,15 mg,20 mg;oral suspension 1 mg/mL|B
anticoag|dabigatran|Pradaxa|capsule 75 mg,110 mg,150 mg|
anticoag|edoxaban|Savaysa|tablet 15 mg,30 mg,60 mg|B
anticoag|enoxaparin|Lovenox|prefilled syringe 30 mg/0.3 mL,40 mg/0.4 mL,60 mg/0.6 mL,80 mg/0.8 mL,100 mg/mL,120 mg/0.8 mL,150 mg/mL|
anticoag|fondaparinux|Arixtra|prefilled syringe 2.5 mg/0.5 mL,5 mg/0.4 mL,7.5 mg/0.6 mL,10 mg/0.8 mL|
antiplatelet|clopidogrel|Plavix|tablet 75 mg,300 mg|
antiplatelet|prasugrel|Effient|tablet 5 mg,10 mg|
antiplatelet|ticagrelor|Brilinta|tablet 60 mg,90 mg|B
antiplatelet|aspirin/dipyridamole ER|Aggrenox|ER capsule 25 mg/200 mg|
antiplatelet|cilostazol|-|tablet 50 mg,100 mg|
antiplatelet|dipyridamole|-|tablet 25 mg,50 mg,75 mg|A
antiplatelet|pentoxifylline ER|-|ER tablet 400 mg|
pah|sildenafil (pulmonary hypertension)|Revatio|tablet 20 mg;oral suspension 10 mg/mL|SLN
pah|tadalafil (pulmonary hypertension)|Adcirca,Alyq|tablet 20 mg|SLN
pah|ambrisentan|Letairis|tablet 5 mg,10 mg|SLN
pah|bosentan|Tracleer|tablet 62.5 mg,125 mg|SLN
pah|macitentan|Opsumit|tablet 10 mg|BSLN
pah|riociguat|Adempas|tablet 0.5 mg,1 mg,1.5 mg,2 mg,2.5 mg|BSLN
cardiomyopathy|tafamidis|Vyndamax,Vyndaqel|capsule 61 mg;capsule 20 mg|BSLN
cardiomyopathy|mavacamten|Camzyos|capsule 2.5 mg,5 mg,10 mg,15 mg|BSLN
heme|folic acid|-|tablet 1 mg|
heme|cyanocobalamin|-|injection solution 1000 mcg/mL|P
heme|ferrous sulfate|-|tablet 325 mg|E
heme|epoetin alfa|Epogen,Procrit,Retacrit|injection solution 2000 units/mL,3000 units/mL,4000 units/mL,10000 units/mL,20000 units/mL|SP
heme|darbepoetin alfa|Aranesp|prefilled syringe 25 mcg/0.42 mL,40 mcg/0.4 mL,60 mcg/0.3 mL,100 mcg/0.5 mL|BSP
heme|filgrastim|Neupogen,Zarxio,Nivestym|prefilled syringe 300 mcg/0.5 mL,480 mcg/0.8 mL|BSP
heme|pegfilgrastim|Neulasta,Fulphila,Udenyca|prefilled syringe 6 mg/0.6 mL|BSP
heme|hydroxyurea|Hydrea,Droxia|capsule 200 mg,300 mg,400 mg,500 mg|
heme|tranexamic acid|Lysteda|tablet 650 mg|
heme|anagrelide|-|capsule 0.5 mg,1 mg|
heme|eltrombopag|Promacta|tablet 12.5 mg,25 mg,50 mg,75 mg|BSLN
renal|sevelamer carbonate|Renvela|tablet 800 mg;oral powder packet 0.8 g,2.4 g|
renal|sevelamer hydrochloride|Renagel|tablet 800 mg|
renal|calcium acetate|Phoslyra|capsule 667 mg;tablet 667 mg|
renal|lanthanum carbonate|Fosrenol|chewable tablet 500 mg,750 mg,1000 mg|
renal|ferric citrate|Auryxia|tablet 210 mg ferric iron|B
renal|sucroferric oxyhydroxide|Velphoro|chewable tablet 500 mg|B
renal|cinacalcet|Sensipar|tablet 30 mg,60 mg,90 mg|
renal|calcitriol|Rocaltrol|capsule 0.25 mcg,0.5 mcg;oral solution 1 mcg/mL|P
renal|paricalcitol|Zemplar|capsule 1 mcg,2 mcg,4 mcg|
renal|doxercalciferol|Hectorol|capsule 0.5 mcg,1 mcg,2.5 mcg|
renal|sodium bicarbonate|-|tablet 650 mg|
renal|potassium chloride ER|Klor-Con,K-Tab|ER tablet 8 mEq,10 mEq,20 mEq;oral solution 20 mEq/15 mL;packet 20 mEq|
renal|patiromer|Veltassa|oral powder packet 8.4 g,16.8 g,25.2 g|B
renal|sodium zirconium cyclosilicate|Lokelma|oral powder packet 5 g,10 g|B
renal|tolvaptan|Jynarque,Samsca|tablet 15 mg,30 mg|SLN
renal|midodrine|-|tablet 2.5 mg,5 mg,10 mg|
renal|fludrocortisone|-|tablet 0.1 mg|
renal|droxidopa|Northera|capsule 100 mg,200 mg,300 mg|SLN
`
