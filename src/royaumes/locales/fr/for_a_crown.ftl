fac-title = { $title } · manche { $round }/{ $rounds } · { $stage }
fac-title_over = { $title } · partie terminée
fac-stage_recruit = recrutement
fac-stage_reveal = révélation
fac-ruby_one = { $n } Rubis
fac-ruby_many = { $n } Rubis
fac-coin_one = { $n } Pièce
fac-coin_many = { $n } Pièces
fac-bandit_one = { $n } Raton
fac-bandit_many = { $n } Ratons
fac-nothing = rien
fac-hidden_payment = { $n } (Pièces ou Rubis, répartition cachée)
fac-closed = fermé
fac-cost = coût { $cost }
fac-square = Place Royale
fac-empty = (vide)
fac-deck_size = paquet : { $n }
fac-gallery = Galerie
fac-more_influential = → plus influent
fac-scandal_row = Scandale
fac-family = famille
fac-portrait = Portrait
fac-bandits = Ratons
fac-heirloom = Objet précieux
fac-chest = coffre
fac-mercenaries = Mercenaires
fac-closed_chest = coffre fermé
fac-heirloom_sold = vendu
fac-heirloom_kept = gardé
fac-out = hors jeu
fac-space_rank = case { $space } · n°{ $rank }
fac-shared_deck = Pile commune
fac-deck_facts = { fac-face_down }, { $played } retournées
fac-event_stack = pioche d'Événements : { $n }
fac-reserve = réserve : { $rubies } Rubis, { $coins } Pièces, { $bandits } Ratons
fac-turned_over = Retournées cette manche
fac-resolving = En cours
fac-your_cards = Vos Mercenaires
fac-ask_recruit = Recrutez un Mercenaire ; un Rubis peut remplacer une Pièce.
fac-your_chest = Votre coffre : { $rubies }, { $coins }.
fac-ask_pay = Payez { $amount } ({ $what }) : en Pièces et en Rubis (→ ce qui reste au coffre ; seuls les Rubis comptent à la fin).
fac-colon = {" "}:{" "}
fac-for_deck = la carte du dessus du paquet L{ $level }
fac-for_bribe = pour rendre { $bandits }
fac-for_mages = un lancer du dé magique
fac-ask_bribe = Pot-de-vin : combien de vos { $bandits } rendez-vous, à 1 Pièce ou 1 Rubis chacun ?
fac-ask_choose = Votre carte de niveau 1 { $card } est révélée : choisissez la moitié qui s'applique cette fois.
fac-ask_next = Choisissez le symbole de votre carte qui s'applique ensuite.
fac-ask_bandit = BANDIT : choisissez la famille qui prend un Raton Voleur.
fac-ask_hit = HIT : choisissez la famille qui perd 1 Rubis.
fac-ask_move = MOVE : choisissez un Portrait et un sens ; il va à la prochaine case libre.
fac-ask_mages = Mages mercenaires : payez 1 Pièce ou 1 Rubis pour lancer une fois le dé magique, ou passez.
fac-recruit = recruter
fac-recruit_deck = paquet L{ $level } à l'aveugle, { $cost }
fac-for_cost = pour { $cost }
fac-free = gratuit
fac-skip = ne rien recruter
fac-pay = payer { $what }
fac-leaves = → { $coins }, { $rubies }
fac-choose = choisir
fac-next = appliquer ensuite
fac-bandit_to = donner un Raton Voleur à
fac-has_bandits = (en a { $n })
fac-hit = voler un Rubis à
fac-rank = rang { $rank }
fac-left = à gauche
fac-right = à droite
fac-move = déplacer { $who } { $side } → case { $space }
fac-move_own = déplacer votre Portrait { $side } → case { $space }
fac-bribe_none = garder vos Ratons (ne rien payer)
fac-bribe = rendre { $bandits } pour { $k }
fac-mages_roll = payer 1 pour lancer le dé magique
fac-mages_pass = passer
fac-standing_sold = Objet vendu
fac-standing_kept = Objet gardé
fac-to_space = { $side }, case { $space }
fac-final_caption = score = Rubis + { $heirloom } pour un Objet précieux encore au coffre ; les Pièces ne comptent pas ; en cas d'égalité, la famille la plus influente l'emporte
fac-score = score
fac-rubies = Rubis
fac-coins = Pièces
fac-sold = vendu
fac-eliminated_nth = hors jeu ({ $n })
fac-tie = { $names } sont à égalité à { $score } : { $winner } l'emporte, plus influente (cases { $spaces }).
fac-no_winner = Toutes les familles sont hors jeu : personne ne gagne.

## Narration : un message par événement (royaumes.games.for_a_crown.rules._narrate)

fac-what =
    { $split ->
        [hidden] { $total } (Pièces ou Rubis, répartition cachée)
       *[shown] { $coins ->
            [0] { $rubies } Rubis
           *[other] { $coins ->
                [one] 1 Pièce
               *[other] { $coins } Pièces
            }{ $rubies ->
                [0] {""}
               *[other] {" "}+ { $rubies } Rubis
            }
        }
    }
fac-gains =
    { $gain ->
        [yes] {" "}— { $gainer }{ $ruby_gain ->
            [0] {""}
           *[other] {" "}+{ $ruby_gain } Rubis
        }{ $coin_gain ->
            [0] {""}
           *[other] {" "}+{ $coin_gain } { $coin_gain ->
                [one] Pièce
               *[other] Pièces
            }
        }
       *[no] {""}
    }{ $idle ->
        [0] {""}
       *[other] {" "}(plus aucune rivale en jeu : rien ne se passe)
    }
fac-ev-setup = Mise en place — Galerie, du plus influent au moins influent (case) : { $order }. Chaque famille a { $rubies } Rubis et son Objet précieux ; Pièces de départ : { $coins }.
fac-ev-face_up = Face visible sur la Place Royale : { $cards }.
fac-ev-refill = La Place Royale est complétée : { $cards }.
fac-ev-recruit_free = { $who } recrute { $card }, gratuitement.
fac-ev-recruit_deck_free = { $who } prend la carte du dessus de la pioche L{ $level }, à l'aveugle, gratuitement.
fac-ev-skip = { $who } ne recrute rien (rien d'abordable).
fac-ev-pay_recruit = { $who } recrute { $card } et paie { fac-what }.
fac-ev-pay_deck = { $who } prend la carte du dessus de la pioche L{ $level }, à l'aveugle, et paie { fac-what }.
fac-ev-pay_bribe = { $who } paie { fac-what } pour rendre { $bandits ->
        [one] 1 Raton Voleur
       *[other] { $bandits } Ratons Voleurs
    }.
fac-ev-pay_mages = { $who } paie { fac-what } pour lancer le dé magique.
fac-ev-draw = { $who } pioche { $card }.
fac-ev-reveal = { $number }. Retournée : { $card } de { $who }{ fac-gains }.
fac-ev-reveal_ignored = { $number }. Retournée : { $card } de { $who }, hors jeu : ignorée.
fac-ev-event_scandal = { $number }. Événement retourné : { $card }. { $anyone ->
        [yes] Pertes : { $seats }{ $some_spared ->
            [yes] {" "}· sans perte : { $spared }
           *[no] {""}
        }.
       *[no] Personne ne perd rien.
    }
fac-ev-event_burglary = { $number }. Événement retourné : { $card }. { $seats } (le plus de Ratons : { $n }) perdent 2 Rubis chacun et rendent leurs Ratons.
fac-ev-event_nobody = { $number }. Événement retourné : { $card }. Personne n'a de Raton Voleur : rien ne se passe.
fac-ev-event_bribery = { $number }. Événement retourné : { $card }. Dans l'ordre d'influence : { $seats }.
fac-ev-event_mages = { $number }. Événement retourné : { $card }. Dans l'ordre d'influence : { $seats }.
fac-ev-event_helping_hand = { $number }. Événement retourné : { $card }. { $roller }, la famille la moins influente, lance le dé magique.
fac-ev-choose = { $who } choisit { $symbol }{ fac-gains }.
fac-ev-next = { $who } applique ensuite { $symbol }{ fac-gains }.
fac-ev-bandit = { $who } donne un Raton Voleur à { $target } ({ $now } en tout){ fac-gains }.
fac-ev-hit = { $who } vise { $target } : −1 Rubis{ fac-gains }.
fac-ev-move = { $who } déplace le Portrait de { $target } { $side ->
        [left] à gauche
       *[right] à droite
    } vers la case { $space }{ $changed ->
        [yes] {" "}(rang { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-move_own = { $who } déplace son propre Portrait { $side ->
        [left] à gauche
       *[right] à droite
    } vers la case { $space }{ $changed ->
        [yes] {" "}(rang { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-bribe_keep = { $who } garde { $bandits ->
        [one] son Raton Voleur
       *[other] ses { $bandits } Ratons Voleurs
    }.
fac-ev-mages_pass = { $who } passe.
fac-ev-event_added = Fin de la manche { $round } : un Événement inconnu rejoint la pile commune ; le recrutement baisse de prix.
fac-ev-event_known = Fin de la manche { $round } : { $card } rejoint la pile commune, face cachée ; le recrutement baisse de prix.
fac-ev-roll = { $who } lance le dé magique : { $symbol }{ fac-gains }.
fac-ev-sell = ⚠ { $who } doit payer, coffre vide : vend son Objet précieux pour { $value } Rubis.
fac-ev-eliminate = ✖ { $who } est hors jeu : son Portrait quitte la Galerie, ses Ratons reviennent ; la partie s'arrête à la fin de la manche.
fac-ev-round = Manche { $round } · Recrutement. Coûts : { $costs }. Ordre : { $order }{ $passes ->
        [2] {" "}(deux tours)
       *[other] {""}
    }.
fac-ev-reveal_round = Manche { $round } · Révélation : la pile commune ({ $cards } cartes) est mélangée puis retournée carte par carte.
fac-ev-over = Fin de la partie. Ajustements de fin de partie : { $anyone ->
        [yes] +1 Rubis pour { $first } (la plus influente){ $top ->
            [0] {""}
           *[other] ; +1 Rubis pour { $rich } (le plus de Pièces : { $top })
        }{ $most ->
            [0] {""}
           *[other] ; −1 Rubis pour { $masked } (le plus de Ratons : { $most })
        }
       *[no] aucune famille n'est encore en jeu
    }. Les coffres sont ouverts.

## Les mots de la page (web/static/games/for_a_crown.js : on y touche)

fac-round = Manche { $round }/{ $rounds }
fac-stage_over = Partie terminée
fac-square_title = Place Royale
fac-gallery_title = Galerie
fac-square_hint = Les cartes qui brillent peuvent être recrutées ; un Rubis peut remplacer une Pièce.
fac-blind = dessus de la pioche L{ $level }, à l'aveugle ({ $n } restantes)
fac-stack_left = { $n } restantes
fac-space = case { $n }
fac-families = Familles
fac-bandits_n = Ratons Voleurs : { $n }
fac-mercs_one = { $n } Mercenaire
fac-mercs_many = { $n } Mercenaires
fac-face_down = { $n } cartes face cachée
fac-deck_short = pile
fac-deck_waiting = Retournée carte par carte quand tout le monde a recruté.
fac-nothing_turned = Rien de retourné pour l'instant.
fac-no_cards = aucun pour l'instant
fac-ask_recruit_tap = Recrutez un Mercenaire : touchez une carte qui brille sur la Place Royale.
fac-ask_pay_split = Payez { $n } ({ $what }) : choisissez la répartition.
fac-pay_btn = Payer { $what }
fac-ask_bandit_tap = Donnez un Raton Voleur : touchez une famille rivale.
fac-ask_hit_tap = Vol de Rubis : touchez la famille rivale qui perd 1 Rubis.
fac-ask_move_tap = Influence : touchez un Portrait de la Galerie, puis sa destination.
fac-ask_move_dir = Touchez maintenant où va le Portrait de { $who } (prochaine case libre).
fac-give_bandit = Donner un Raton
fac-hit_btn = Viser : −1 Rubis
fac-cancel = Autre Portrait
fac-end_title = Les coffres sont ouverts
fac-chip = n°{ $rank } · { $bandits }
fac-chip_score = { $n } pts

## Symboles (nom, .rule en entier, .one et .many sur une carte, $n : combien à la suite) et Événements (.rule), selon les mots-clés de cards.toml (§2.2, §2.3, §5)
fac-sym-or = , ou{" "}
fac-sym-then = {" "}; puis{" "}
fac-sym-RUBY = Rubis
fac-sym-RUBY-rule = gagnez 1 Rubis de la réserve, dans votre coffre
fac-sym-RUBY-one = gagnez 1 Rubis
fac-sym-RUBY-many = gagnez { $n } Rubis
fac-sym-COIN = Pièce
fac-sym-COIN-rule = gagnez 1 Pièce de la réserve, dans votre coffre
fac-sym-COIN-one = gagnez 1 Pièce
fac-sym-COIN-many = gagnez { $n } Pièces
fac-sym-BANDIT = Raton Voleur
fac-sym-BANDIT-rule = une autre famille de votre choix prend 1 Raton Voleur de la réserve et le pose devant elle
fac-sym-BANDIT-one = donnez 1 Raton Voleur à une famille rivale
fac-sym-BANDIT-many = donnez 1 Raton Voleur à une famille rivale, { $n } fois
fac-sym-HIT = Vol de Rubis
fac-sym-HIT-rule = une autre famille de votre choix remet 1 Rubis de son coffre à la réserve (il ne vous revient pas)
fac-sym-HIT-one = faites perdre 1 Rubis à une famille rivale
fac-sym-HIT-many = faites perdre 1 Rubis à une famille rivale, { $n } fois
fac-sym-MOVE = Influence
fac-sym-MOVE-rule = déplacez n'importe quel Portrait, le vôtre compris, vers la prochaine case libre de la Galerie, à gauche ou à droite
fac-sym-MOVE-one = déplacez un Portrait
fac-sym-MOVE-many = déplacez un Portrait, { $n } fois
fac-sym-DIE = Dé magique
fac-sym-DIE-rule = lancez le dé magique et appliquez aussitôt sa face
fac-sym-DIE-one = lancez le dé magique
fac-sym-DIE-many = lancez le dé magique { $n } fois
fac-event-scandal-rule = chaque famille perd des Rubis selon son rang dans la Galerie : plus elle est à gauche, plus elle perd
fac-event-burglary-rule = les familles qui ont le plus de Ratons Voleurs (au moins 1) perdent 2 Rubis chacune et rendent tous leurs Ratons
fac-event-bribery-rule = dans l'ordre d'influence, chaque famille qui a des Ratons peut en rendre autant qu'elle paie de Pièces ou de Rubis
fac-event-mages-rule = dans l'ordre d'influence, chaque famille peut payer 1 Pièce ou 1 Rubis pour lancer une fois le dé magique
fac-event-helping_hand-rule = la famille la moins influente lance le dé magique et applique sa face

## Le catalogue (texts.catalogue_markdown : annexe des règles)
fac-cat-symbols = Les six symboles
fac-cat-symbols_intro = Un Mercenaire porte des symboles ; quand la carte est révélée, sa famille les applique. Les codes sont la notation de la table (`choose BANDIT`).
fac-cat-symbol = symbole
fac-cat-name = nom
fac-cat-effect = effet
fac-cat-mercs = Les { $n } Mercenaires
fac-cat-mercs_intro = Niveau 1 : trois piles face visible de cartes identiques à deux symboles ; la famille en applique **un seul**, choisi de nouveau à chaque révélation. Niveaux 2 à 5 : un paquet face cachée chacun, deux cartes face visible dessous ; **tous** les symboles s'appliquent, dans l'ordre imprimé. Une carte est désignée par son code (`L3-07`).
fac-cat-level = Niveau { $level } ({ $n } cartes)
fac-cat-card = carte
fac-cat-copies = exemplaires
fac-cat-symbols_col = symboles
fac-cat-events = Les { $n } Événements
fac-cat-events_intro = Les Événements de départ forment la première pile commune ; les autres forment la pioche d'Événements, face cachée, et l'un d'eux rejoint la pile commune, sans être vu, à la fin de chacune des manches 1 à 3. Les Événements ne sont jamais défaussés non plus : chacun agit une fois à chaque manche.
fac-cat-event = Événement
fac-cat-starting = de départ
fac-cat-yes = oui
fac-cat-no = {""}
fac-cat-scandal = Pertes du Scandale selon le rang dans la Galerie (rang 1 : le Portrait le plus à droite) :
fac-cat-families = familles en jeu
fac-cat-rank = rang { $rank }
fac-cat-die = Le dé magique
fac-cat-die_intro = Six faces, chacune un symbole qui s'applique aussitôt pour qui lance le dé :
fac-cat-costs = Coûts de recrutement par manche
fac-cat-costs_intro = Les tuiles Coût sous les cinq colonnes de la Place Royale ; « — » : pas de tuile, la colonne n'est pas recrutable cette manche. La manche 1 compte { $passes } tours de recrutement, les autres un seul.
fac-cat-round = manche
fac-cat-coins = Pièces de départ : { $most } pour la famille la plus influente, { $least } pour la moins influente, { $middle } pour chacune des autres.

## Options (champs des options ; libellé, .desc, .<choix>)
fac-opt-reserve = Réserve de jetons
fac-opt-reserve-desc = la réserve de Rubis, Pièces et Ratons : illimitée, ou le contenu de la boîte
fac-opt-reserve-unlimited = illimitée
fac-opt-reserve-counted = le contenu de la boîte
fac-opt-gallery_size = Cases de la Galerie
fac-opt-gallery_size-desc = le nombre de cases de la Galerie (plus que de familles)
fac-opt-start_space = Case du premier Portrait
fac-opt-start_space-desc = la case du premier Portrait ; les autres vont à sa gauche
fac-opt-scandal_mode = Zones du Scandale
fac-opt-scandal_mode-desc = zones du Scandale selon le rang d'influence
fac-opt-scandal_mode-rank = selon le rang d'influence
fac-opt-recruit_compulsory = Recrutement obligatoire
fac-opt-recruit_compulsory-desc = une famille doit recruter si elle peut payer une option
fac-opt-symbol_order = Ordre des symboles d'une carte
fac-opt-symbol_order-desc = les symboles d'une carte s'appliquent dans l'ordre imprimé, ou au choix du propriétaire
fac-opt-symbol_order-printed = ordre imprimé
fac-opt-symbol_order-owner_choice = au choix du propriétaire
fac-opt-mages_order = Ordre des Mages mercenaires
fac-opt-mages_order-desc = Mages mercenaires : ordre fixé à la révélation, ou relu à chaque fois
fac-opt-mages_order-fixed = fixé à la révélation
fac-opt-mages_order-live = relu à chaque fois
fac-opt-payment_visibility = Paiements vus de tous
fac-opt-payment_visibility-desc = la répartition Pièces/Rubis d'un paiement est publique, ou seul le total
fac-opt-payment_visibility-public = Pièces et Rubis
fac-opt-payment_visibility-hidden = le total seulement
