// Drug catalogue, part 3: mood, sleep, memory, nerves, seizures, pain and gout. Format: drugs-cardio.data.ts.
export const NEURO = `
ssri|sertraline|Zoloft|tablet 25 mg,50 mg,100 mg;oral concentrate 20 mg/mL|
ssri|escitalopram|Lexapro|tablet 5 mg,10 mg,20 mg;oral solution 5 mg/5 mL|
ssri|citalopram|Celexa|tablet 10 mg,20 mg,40 mg;oral solution 10 mg/5 mL|
ssri|fluoxetine|Prozac|capsule 10 mg,20 mg,40 mg;tablet 10 mg,20 mg,60 mg;oral solution 20 mg/5 mL|
ssri|paroxetine|Paxil,Paxil CR,Pexeva|tablet 10 mg,20 mg,30 mg,40 mg;ER tablet 12.5 mg,25 mg,37.5 mg|A
ssri|fluvoxamine|-|tablet 25 mg,50 mg,100 mg;ER capsule 100 mg,150 mg|
snri|duloxetine|Cymbalta,Drizalma Sprinkle|DR capsule 20 mg,30 mg,60 mg|
snri|venlafaxine|Effexor XR|tablet 25 mg,37.5 mg,50 mg,75 mg,100 mg;ER capsule 37.5 mg,75 mg,150 mg;ER tablet 37.5 mg,75 mg,150 mg,225 mg|
snri|desvenlafaxine|Pristiq|ER tablet 25 mg,50 mg,100 mg|
snri|levomilnacipran|Fetzima|ER capsule 20 mg,40 mg,80 mg,120 mg|BT
antidep|bupropion|Wellbutrin SR,Wellbutrin XL,Aplenzin|tablet 75 mg,100 mg;ER tablet 100 mg,150 mg,200 mg,300 mg,450 mg|
antidep|mirtazapine|Remeron,RemeronSolTab|tablet 7.5 mg,15 mg,30 mg,45 mg;orally disintegrating tablet 15 mg,30 mg,45 mg|
antidep|trazodone|-|tablet 50 mg,100 mg,150 mg,300 mg|
antidep|vortioxetine|Trintellix|tablet 5 mg,10 mg,20 mg|BT
antidep|vilazodone|Viibryd|tablet 10 mg,20 mg,40 mg|T
antidep|nefazodone|-|tablet 50 mg,100 mg,150 mg,200 mg,250 mg|
antidep|amitriptyline|-|tablet 10 mg,25 mg,50 mg,75 mg,100 mg,150 mg|A
antidep|nortriptyline|Pamelor|capsule 10 mg,25 mg,50 mg,75 mg;oral solution 10 mg/5 mL|A
antidep|doxepin|Silenor|capsule 10 mg,25 mg,50 mg,75 mg,100 mg,150 mg;tablet 3 mg,6 mg|A
antidep|imipramine|-|tablet 10 mg,25 mg,50 mg|A
antidep|clomipramine|Anafranil|capsule 25 mg,50 mg,75 mg|A
antidep|phenelzine|Nardil|tablet 15 mg|
antidep|selegiline transdermal|Emsam|transdermal patch 6 mg/24 hr,9 mg/24 hr,12 mg/24 hr|BT
antidep|lithium carbonate|Lithobid|capsule 150 mg,300 mg,600 mg;ER tablet 300 mg,450 mg|
antipsych|quetiapine|Seroquel,Seroquel XR|tablet 25 mg,50 mg,100 mg,200 mg,300 mg,400 mg;ER tablet 50 mg,150 mg,200 mg,300 mg,400 mg|
antipsych|olanzapine|Zyprexa,Zyprexa Zydis|tablet 2.5 mg,5 mg,7.5 mg,10 mg,15 mg,20 mg;orally disintegrating tablet 5 mg,10 mg,15 mg,20 mg|
antipsych|risperidone|Risperdal|tablet 0.25 mg,0.5 mg,1 mg,2 mg,3 mg,4 mg;oral solution 1 mg/mL|
antipsych|aripiprazole|Abilify,Abilify Maintena|tablet 2 mg,5 mg,10 mg,15 mg,20 mg,30 mg;oral solution 1 mg/mL|
antipsych|ziprasidone|Geodon|capsule 20 mg,40 mg,60 mg,80 mg|
antipsych|lurasidone|Latuda|tablet 20 mg,40 mg,60 mg,80 mg,120 mg|
antipsych|paliperidone|Invega,Invega Sustenna|ER tablet 1.5 mg,3 mg,6 mg,9 mg;ER injection suspension 156 mg/mL|
antipsych|haloperidol|Haldol|tablet 0.5 mg,1 mg,2 mg,5 mg,10 mg,20 mg;oral concentrate 2 mg/mL|
antipsych|clozapine|Versacloz|tablet 25 mg,50 mg,100 mg,200 mg;orally disintegrating tablet 12.5 mg,25 mg,100 mg|
antipsych|brexpiprazole|Rexulti|tablet 0.25 mg,0.5 mg,1 mg,2 mg,3 mg,4 mg|BT
antipsych|cariprazine|Vraylar|capsule 1.5 mg,3 mg,4.5 mg,6 mg|BT
antipsych|lumateperone|Caplyta|capsule 10.5 mg,21 mg,42 mg|BT
antipsych|pimavanserin|Nuplazid|capsule 34 mg;tablet 10 mg|BSL
antipsych|asenapine|Saphris|sublingual tablet 2.5 mg,5 mg,10 mg|T
antipsych|perphenazine|-|tablet 2 mg,4 mg,8 mg,16 mg|A
antipsych|fluphenazine|-|tablet 1 mg,2.5 mg,5 mg,10 mg;oral concentrate 5 mg/mL|A
antipsych|chlorpromazine|-|tablet 10 mg,25 mg,50 mg,100 mg,200 mg|A
movement|valbenazine|Ingrezza|capsule 40 mg,60 mg,80 mg|BSLN
movement|deutetrabenazine|Austedo,Austedo XR|tablet 6 mg,9 mg,12 mg;ER tablet 6 mg,12 mg,24 mg|BSLN
movement|tetrabenazine|Xenazine|tablet 12.5 mg,25 mg|SLN
anxiety|buspirone|-|tablet 5 mg,7.5 mg,10 mg,15 mg,30 mg|
anxiety|lorazepam|Ativan|tablet 0.5 mg,1 mg,2 mg;oral concentrate 2 mg/mL|AQ
anxiety|alprazolam|Xanax,Xanax XR|tablet 0.25 mg,0.5 mg,1 mg,2 mg;ER tablet 0.5 mg,1 mg,2 mg,3 mg|AQ
anxiety|clonazepam|Klonopin|tablet 0.5 mg,1 mg,2 mg;orally disintegrating tablet 0.125 mg,0.25 mg,0.5 mg,1 mg,2 mg|AQ
anxiety|diazepam|Valium,Valtoco|tablet 2 mg,5 mg,10 mg;oral solution 5 mg/5 mL;nasal spray 5 mg,10 mg|AQ
anxiety|temazepam|Restoril|capsule 7.5 mg,15 mg,22.5 mg,30 mg|AQ
anxiety|chlordiazepoxide|-|capsule 5 mg,10 mg,25 mg|AQ
sleep|zolpidem|Ambien,Ambien CR,Edluar|tablet 5 mg,10 mg;ER tablet 6.25 mg,12.5 mg;sublingual tablet 5 mg,10 mg|AQ
sleep|eszopiclone|Lunesta|tablet 1 mg,2 mg,3 mg|AQ
sleep|zaleplon|-|capsule 5 mg,10 mg|AQ
sleep|ramelteon|Rozerem|tablet 8 mg|Q
sleep|suvorexant|Belsomra|tablet 5 mg,10 mg,15 mg,20 mg|BQT
sleep|lemborexant|Dayvigo|tablet 5 mg,10 mg|BQT
sleep|daridorexant|Quviviq|tablet 25 mg,50 mg|BQT
sleep|modafinil|Provigil|tablet 100 mg,200 mg|Q
sleep|armodafinil|Nuvigil|tablet 50 mg,150 mg,200 mg,250 mg|Q
adhd|methylphenidate|Ritalin,Concerta,Methylin|tablet 5 mg,10 mg,20 mg;ER tablet 18 mg,27 mg,36 mg,54 mg|MNQ
adhd|amphetamine/dextroamphetamine|Adderall,Adderall XR|tablet 5 mg,7.5 mg,10 mg,12.5 mg,15 mg,20 mg,30 mg;ER capsule 5 mg,10 mg,15 mg,20 mg,25 mg,30 mg|MNQ
adhd|lisdexamfetamine|Vyvanse|capsule 10 mg,20 mg,30 mg,40 mg,50 mg,60 mg,70 mg;chewable tablet 10 mg,20 mg,30 mg|MNQ
adhd|atomoxetine|Strattera|capsule 10 mg,18 mg,25 mg,40 mg,60 mg,80 mg,100 mg|
adhd|dexmethylphenidate|Focalin,Focalin XR|tablet 2.5 mg,5 mg,10 mg;ER capsule 5 mg,10 mg,15 mg,20 mg,30 mg,40 mg|MNQ
dementia|donepezil|Aricept|tablet 5 mg,10 mg,23 mg;orally disintegrating tablet 5 mg,10 mg|
dementia|memantine|Namenda,Namenda XR|tablet 5 mg,10 mg;ER capsule 7 mg,14 mg,21 mg,28 mg;oral solution 2 mg/mL|
dementia|rivastigmine|Exelon|capsule 1.5 mg,3 mg,4.5 mg,6 mg;transdermal patch 4.6 mg/24 hr,9.5 mg/24 hr,13.3 mg/24 hr|
dementia|galantamine|Razadyne ER|tablet 4 mg,8 mg,12 mg;ER capsule 8 mg,16 mg,24 mg|
dementia|memantine/donepezil|Namzaric|ER capsule 14 mg/10 mg,28 mg/10 mg|T
parkinson|carbidopa/levodopa|Sinemet,Rytary,Dhivy|tablet 10 mg/100 mg,25 mg/100 mg,25 mg/250 mg;ER tablet 25 mg/100 mg,50 mg/200 mg;ER capsule 23.75 mg/95 mg,36.25 mg/145 mg,48.75 mg/195 mg,61.25 mg/245 mg|
parkinson|carbidopa/levodopa/entacapone|Stalevo|tablet 12.5 mg/50 mg/200 mg,25 mg/100 mg/200 mg,37.5 mg/150 mg/200 mg|
parkinson|pramipexole|Mirapex ER|tablet 0.125 mg,0.25 mg,0.5 mg,0.75 mg,1 mg,1.5 mg;ER tablet 0.375 mg,0.75 mg,1.5 mg,3 mg|
parkinson|ropinirole|Requip XL|tablet 0.25 mg,0.5 mg,1 mg,2 mg,3 mg,4 mg,5 mg;ER tablet 2 mg,4 mg,6 mg,8 mg,12 mg|
parkinson|rasagiline|Azilect|tablet 0.5 mg,1 mg|
parkinson|selegiline|Zelapar|capsule 5 mg;tablet 5 mg|
parkinson|entacapone|Comtan|tablet 200 mg|
parkinson|amantadine|Gocovri,Osmolex ER|capsule 100 mg;tablet 100 mg;oral solution 50 mg/5 mL;ER capsule 68.5 mg,137 mg|
parkinson|benztropine|-|tablet 0.5 mg,1 mg,2 mg|A
parkinson|trihexyphenidyl|-|tablet 2 mg,5 mg;oral solution 2 mg/5 mL|A
parkinson|safinamide|Xadago|tablet 50 mg,100 mg|BT
parkinson|opicapone|Ongentys|capsule 25 mg,50 mg|BT
parkinson|istradefylline|Nourianz|tablet 20 mg,40 mg|BT
parkinson|rotigotine|Neupro|transdermal patch 1 mg/24 hr,2 mg/24 hr,3 mg/24 hr,4 mg/24 hr,6 mg/24 hr,8 mg/24 hr|T
seizure|levetiracetam|Keppra,Keppra XR,Spritam|tablet 250 mg,500 mg,750 mg,1000 mg;ER tablet 500 mg,750 mg;oral solution 100 mg/mL|
seizure|lamotrigine|Lamictal,Lamictal XR,Lamictal ODT|tablet 25 mg,100 mg,150 mg,200 mg;ER tablet 25 mg,50 mg,100 mg,200 mg,250 mg,300 mg;chewable tablet 5 mg,25 mg|
seizure|gabapentin|Neurontin,Gralise|capsule 100 mg,300 mg,400 mg;tablet 600 mg,800 mg;oral solution 250 mg/5 mL|Q
seizure|gabapentin enacarbil|Horizant|ER tablet 300 mg,600 mg|BT
seizure|pregabalin|Lyrica,Lyrica CR|capsule 25 mg,50 mg,75 mg,100 mg,150 mg,200 mg,225 mg,300 mg;oral solution 20 mg/mL|Q
seizure|topiramate|Topamax,Trokendi XR,Qudexy XR|tablet 25 mg,50 mg,100 mg,200 mg;sprinkle capsule 15 mg,25 mg;ER capsule 25 mg,50 mg,100 mg,150 mg,200 mg|
seizure|divalproex|Depakote,Depakote ER|DR tablet 125 mg,250 mg,500 mg;ER tablet 250 mg,500 mg;sprinkle capsule 125 mg|
seizure|valproic acid|-|capsule 250 mg;oral solution 250 mg/5 mL|
seizure|carbamazepine|Tegretol,Tegretol XR,Carbatrol,Epitol|tablet 200 mg;chewable tablet 100 mg;ER tablet 100 mg,200 mg,400 mg;oral suspension 100 mg/5 mL|
seizure|oxcarbazepine|Trileptal,Oxtellar XR|tablet 150 mg,300 mg,600 mg;oral suspension 300 mg/5 mL;ER tablet 150 mg,300 mg,600 mg|
seizure|phenytoin|Dilantin,Phenytek|ER capsule 30 mg,100 mg,200 mg,300 mg;chewable tablet 50 mg;oral suspension 125 mg/5 mL|
seizure|phenobarbital|-|tablet 15 mg,16.2 mg,30 mg,32.4 mg,60 mg,64.8 mg,97.2 mg,100 mg;elixir 20 mg/5 mL|AE
seizure|zonisamide|Zonisade|capsule 25 mg,50 mg,100 mg;oral suspension 100 mg/5 mL|
seizure|lacosamide|Vimpat,Motpoly XR|tablet 50 mg,100 mg,150 mg,200 mg;oral solution 10 mg/mL|Q
seizure|primidone|Mysoline|tablet 50 mg,125 mg,250 mg|
seizure|brivaracetam|Briviact|tablet 10 mg,25 mg,50 mg,75 mg,100 mg;oral solution 10 mg/mL|BQT
seizure|cenobamate|Xcopri|tablet 12.5 mg,25 mg,50 mg,100 mg,150 mg,200 mg|BQ
seizure|eslicarbazepine|Aptiom|tablet 200 mg,400 mg,600 mg,800 mg|BT
seizure|clobazam|Onfi,Sympazan|tablet 10 mg,20 mg;oral suspension 2.5 mg/mL|AQ
seizure|rufinamide|Banzel|tablet 200 mg,400 mg;oral suspension 40 mg/mL|
seizure|ethosuximide|Zarontin|capsule 250 mg;oral solution 250 mg/5 mL|
seizure|perampanel|Fycompa|tablet 2 mg,4 mg,6 mg,8 mg,10 mg,12 mg|T
migraine|sumatriptan|Imitrex,Tosymra,Zembrace SymTouch|tablet 25 mg,50 mg,100 mg;nasal spray 5 mg,20 mg;autoinjector 4 mg/0.5 mL,6 mg/0.5 mL|Q
migraine|rizatriptan|Maxalt,Maxalt-MLT|tablet 5 mg,10 mg;orally disintegrating tablet 5 mg,10 mg|Q
migraine|zolmitriptan|Zomig,Zomig-ZMT|tablet 2.5 mg,5 mg;orally disintegrating tablet 2.5 mg,5 mg;nasal spray 2.5 mg,5 mg|Q
migraine|eletriptan|Relpax|tablet 20 mg,40 mg|Q
migraine|naratriptan|Amerge|tablet 1 mg,2.5 mg|Q
migraine|almotriptan|-|tablet 6.25 mg,12.5 mg|Q
migraine|frovatriptan|Frova|tablet 2.5 mg|Q
migraine|erenumab|Aimovig|autoinjector 70 mg/mL,140 mg/mL|BQT
migraine|galcanezumab|Emgality|pen injector 120 mg/mL;prefilled syringe 100 mg/mL|BQT
migraine|fremanezumab|Ajovy|autoinjector 225 mg/1.5 mL;prefilled syringe 225 mg/1.5 mL|BQT
migraine|rimegepant|Nurtec ODT|orally disintegrating tablet 75 mg|BQT
migraine|ubrogepant|Ubrelvy|tablet 50 mg,100 mg|BQT
migraine|atogepant|Qulipta|tablet 10 mg,30 mg,60 mg|BQT
migraine|butalbital/acetaminophen/caffeine|Fioricet|capsule 50 mg/300 mg/40 mg;tablet 50 mg/325 mg/40 mg|AQ
ms|dimethyl fumarate|Tecfidera|DR capsule 120 mg,240 mg|SLN
ms|teriflunomide|Aubagio|tablet 7 mg,14 mg|SLN
ms|fingolimod|Gilenya,Tascenso ODT|capsule 0.25 mg,0.5 mg|SLN
ms|glatiramer|Copaxone,Glatopa|prefilled syringe 20 mg/mL,40 mg/mL|SLN
ms|dalfampridine|Ampyra|ER tablet 10 mg|SN
ms|siponimod|Mayzent|tablet 0.25 mg,1 mg,2 mg|BSLN
ms|ozanimod|Zeposia|capsule 0.23 mg,0.46 mg,0.92 mg|BSLN
ms|ofatumumab|Kesimpta|pen injector 20 mg/0.4 mL|BSLN
neuro|riluzole|Rilutek,Tiglutik|tablet 50 mg;oral suspension 50 mg/10 mL|
neuro|pyridostigmine|Mestinon|tablet 60 mg;ER tablet 180 mg;oral solution 60 mg/5 mL|
neuro|baclofen|Lioresal,Ozobax,Fleqsuvy|tablet 5 mg,10 mg,20 mg;oral solution 5 mg/5 mL|
neuro|tizanidine|Zanaflex|tablet 2 mg,4 mg;capsule 2 mg,4 mg,6 mg|
neuro|cyclobenzaprine|Amrix|tablet 5 mg,7.5 mg,10 mg;ER capsule 15 mg,30 mg|A
neuro|methocarbamol|Robaxin|tablet 500 mg,750 mg|A
neuro|carisoprodol|Soma|tablet 250 mg,350 mg|A
neuro|metaxalone|Skelaxin|tablet 400 mg,800 mg|A
neuro|dantrolene|-|capsule 25 mg,50 mg,100 mg|
neuro|orphenadrine ER|-|ER tablet 100 mg|A
neuro|meclizine|Antivert|tablet 12.5 mg,25 mg,50 mg|A
neuro|scopolamine|Transderm Scop|transdermal patch 1 mg/3 days|A
neuro|varenicline|Chantix|tablet 0.5 mg,1 mg|
neuro|nicotine|Nicotrol,Nicotrol NS|inhaler 10 mg cartridge;nasal spray 10 mg/mL|
neuro|naltrexone|Vivitrol|tablet 50 mg;ER injection suspension 380 mg|
neuro|buprenorphine/naloxone|Zubsolv|sublingual film 2 mg/0.5 mg,4 mg/1 mg,8 mg/2 mg,12 mg/3 mg;sublingual tablet 2 mg/0.5 mg,8 mg/2 mg|MQ
neuro|naloxone|Narcan,Kloxxado|nasal spray 4 mg,8 mg;prefilled syringe 0.4 mg/mL|
neuro|acamprosate|-|DR tablet 333 mg|
neuro|disulfiram|-|tablet 250 mg,500 mg|
opioid|oxycodone|Roxicodone,OxyContin,Xtampza ER|tablet 5 mg,10 mg,15 mg,20 mg,30 mg;ER tablet 10 mg,15 mg,20 mg,30 mg,40 mg,60 mg,80 mg|OMNQ
opioid|oxycodone/acetaminophen|Percocet,Endocet|tablet 5 mg/325 mg,7.5 mg/325 mg,10 mg/325 mg|OMNQ
opioid|hydrocodone/acetaminophen|Norco,Lortab|tablet 5 mg/325 mg,7.5 mg/325 mg,10 mg/325 mg;oral solution 7.5 mg/325 mg per 15 mL|OMNQ
opioid|hydrocodone ER|Hysingla ER|ER tablet 20 mg,30 mg,40 mg,60 mg,80 mg,100 mg,120 mg|OMNQ
opioid|morphine|MS Contin|tablet 15 mg,30 mg;ER tablet 15 mg,30 mg,60 mg,100 mg,200 mg;oral solution 10 mg/5 mL,20 mg/5 mL,100 mg/5 mL|OMNQ
opioid|hydromorphone|Dilaudid|tablet 2 mg,4 mg,8 mg;oral solution 1 mg/mL;ER tablet 8 mg,12 mg,16 mg,32 mg|OMNQ
opioid|tramadol|Ultram|tablet 50 mg,100 mg;ER tablet 100 mg,200 mg,300 mg|OQ
opioid|tramadol/acetaminophen|Ultracet|tablet 37.5 mg/325 mg|OQ
opioid|tapentadol|Nucynta,Nucynta ER|tablet 50 mg,75 mg,100 mg;ER tablet 50 mg,100 mg,150 mg,200 mg,250 mg|BOMNQ
opioid|fentanyl transdermal|Duragesic|transdermal patch 12 mcg/hr,25 mcg/hr,37.5 mcg/hr,50 mcg/hr,62.5 mcg/hr,75 mcg/hr,87.5 mcg/hr,100 mcg/hr|OMNQ
opioid|methadone|Methadose|tablet 5 mg,10 mg;oral concentrate 10 mg/mL;oral solution 5 mg/5 mL,10 mg/5 mL|OMNQ
opioid|buprenorphine|Butrans,Belbuca|transdermal patch 5 mcg/hr,7.5 mcg/hr,10 mcg/hr,15 mcg/hr,20 mcg/hr;buccal film 75 mcg,150 mcg,300 mcg,450 mcg,600 mcg,750 mcg,900 mcg|OQ
opioid|codeine/acetaminophen|Tylenol with Codeine #3|tablet 300 mg/30 mg,300 mg/60 mg;oral solution 120 mg/12 mg per 5 mL|OMQ
opioid|oxymorphone|-|tablet 5 mg,10 mg;ER tablet 5 mg,7.5 mg,10 mg,15 mg,20 mg,30 mg,40 mg|OMNQ
opioid|morphine ER capsule|Kadian|ER capsule 10 mg,20 mg,30 mg,40 mg,50 mg,60 mg,80 mg,100 mg,200 mg|OMNQ
nsaid|meloxicam|Mobic,Vivlodex,Anjeso|tablet 7.5 mg,15 mg;capsule 5 mg,10 mg|
nsaid|ibuprofen|Motrin|tablet 400 mg,600 mg,800 mg;oral suspension 100 mg/5 mL|
nsaid|naproxen|Naprosyn,Anaprox DS,EC-Naprosyn|tablet 250 mg,375 mg,500 mg;DR tablet 375 mg,500 mg;oral suspension 125 mg/5 mL|
nsaid|celecoxib|Celebrex,Elyxyb|capsule 50 mg,100 mg,200 mg,400 mg|
nsaid|diclofenac sodium|Voltaren|DR tablet 25 mg,50 mg,75 mg;ER tablet 100 mg;topical gel 1%|
nsaid|diclofenac potassium|Cataflam,Zipsor,Cambia|tablet 50 mg;capsule 25 mg;oral powder packet 50 mg|
nsaid|diclofenac/misoprostol|Arthrotec|DR tablet 50 mg/200 mcg,75 mg/200 mcg|
nsaid|etodolac|-|tablet 400 mg,500 mg;capsule 200 mg,300 mg;ER tablet 400 mg,500 mg,600 mg|
nsaid|nabumetone|Relafen DS|tablet 500 mg,750 mg,1000 mg|
nsaid|indomethacin|Tivorbex|capsule 25 mg,50 mg;ER capsule 75 mg|A
nsaid|ketorolac|Sprix|tablet 10 mg;nasal spray 15.75 mg per spray|AQ
nsaid|piroxicam|Feldene|capsule 10 mg,20 mg|A
nsaid|sulindac|-|tablet 150 mg,200 mg|
nsaid|oxaprozin|Daypro|tablet 600 mg|
nsaid|diflunisal|-|tablet 500 mg|
nsaid|salsalate|-|tablet 500 mg,750 mg|
nsaid|diclofenac epolamine patch|Flector|topical patch 1.3%|T
pain|lidocaine|Lidoderm,ZTlido|topical patch 5%,1.8%;topical ointment 5%;viscous solution 2%|Q
pain|capsaicin|Qutenza|topical patch 8%|P
gout|allopurinol|Zyloprim|tablet 100 mg,300 mg|
gout|febuxostat|Uloric|tablet 40 mg,80 mg|T
gout|colchicine|Colcrys,Mitigare,Gloperba|tablet 0.6 mg;capsule 0.6 mg;oral solution 0.6 mg/5 mL|
gout|probenecid|-|tablet 500 mg|
gout|probenecid/colchicine|-|tablet 500 mg/0.5 mg|
`
