## Débarquement : le plateau (terminal et page)

deb-title = { $title } · manche { $deal } · tour { $turn }
deb-title_over = { $title } · partie terminée
deb-threshold = seuil { $n } (le plus petit total gagne)
deb-pile = pioche { $n }
deb-set_aside_n = { $n } écartée(s)
deb-first = premier joueur : { $who }
deb-boat-norman = Bateau normand
deb-boat-english = Bateau anglais
deb-colour-red = rouge
deb-colour-blue = bleu
deb-colour-red--blue = rouge et bleu
deb-colour-grey = gris
deb-colour-orange = orange
deb-colour-green = vert
deb-colour_hint-red = rouge (bateau normand)
deb-colour_hint-blue = bleu (bateau anglais)
deb-colour_hint-red--blue = rouge et bleu (vous choisissez le bateau)
deb-colour_hint-grey = gris (vous choisissez le bateau)
deb-colour_hint-orange = orange (vous choisissez le bateau)
deb-colour_hint-green = vert (vous choisissez le bateau)
deb-grey_help = ne vaut rien
deb-orange_help = le bateau capturé vaut 0
deb-green_help = double le bateau capturé
deb-covered = recouverte
deb-visible = { $n }/{ $cap } visibles
deb-worth = vaut { $n }
deb-empty = vide
deb-player = joueur
deb-hand = main
deb-hand_n = main { $n }
deb-captures = capturé cette manche
deb-capture_counts = { $boats } bateau(x), { $cards } carte(s) capturés
deb-no_capture = aucun bateau capturé
deb-mono = couleur unique (score négatif)
deb-last_deal = manche précédente
deb-total = total
deb-out = éliminé
deb-this_turn = Cartes révélées ce tour
deb-last_turn = Dernières cartes révélées
deb-players = Joueurs et captures
deb-has_chosen = a choisi
deb-choosing = choisit
deb-this_deal = cette manche :
deb-placing = { $who } choisit le bateau de { $card }.
deb-your_choice = Votre choix : { $card }{ $boat ->
        [norman] {" "}→ bateau normand
        [english] {" "}→ bateau anglais
       *[none] {""}
    }. En attente des autres…
deb-your_hand = Votre main
deb-you_choose_boat = vous choisissez le bateau
deb-play = jouer{" "}
deb-boat_later = (bateau choisi à la pose)
deb-put = { $boat } ←{" "}
deb-would_capture = 5e carte : vous le capturez (vaut { $n })
deb-would_cover = recouvre une carte
deb-end_phase = Finir la phase (choix par défaut)
deb-put_here = Mettre { $card } ici
deb-declare_here = Jouer { $card } pour ce bateau
deb-legend_title = Rappel des règles
deb-legend = Rouge → bateau normand, bleu → bateau anglais ; gris, orange, vert et bicolores : le joueur choisit. Une carte plus petite que toutes les cartes visibles recouvre la première. Gris = 0 point, orange : bateau à 0, vert : bateau ×2. Une capture toute d'une couleur compte en négatif.
deb-prompt_choose = Choisissez en secret la carte à jouer.
deb-prompt_change = Votre choix est fait ; vous pouvez encore le changer.
deb-prompt_place = Dans quel bateau mettre { $card } ?
deb-prompt_boat = { $card } : choisissez son bateau (ou touchez la carte à nouveau pour annuler).
deb-deal_n = Manche { $n }
deb-turn_n = tour { $n }
deb-over_n = Partie terminée après { $n ->
        [one] { $n } manche
       *[other] { $n } manches
    }
deb-deal_end = Fin de la manche { $n }
deb-by_deal = manche par manche
deb-deal_col = manche
deb-lowest_wins = Le plus petit total gagne ; la partie s'arrête quand un total atteint { $n }.
deb-final_line = { $deals ->
        [one] { $deals } manche jouée
       *[other] { $deals } manches jouées
    } · seuil { $n } · le plus petit total gagne.

## Débarquement : les événements (Debarquement.narrate)

deb-ev-deal = { $n ->
        [one] { $n } carte distribuée.
       *[other] { $n } cartes distribuées.
    }
deb-ev-deal-mine = Vous recevez : { $cards }.{ $n ->
        [0] {""}
        [one] {" "}1 carte distribuée aux autres.
       *[other] {" "}{ $n } cartes distribuées aux autres.
    }
deb-ev-choose-hidden = { $who } a choisi une carte.
deb-ev-choose = { $who } choisit { $card }.
deb-ev-choose_boat = { $who } choisit { $card } → { $boat ->
        [norman] bateau normand
       *[english] bateau anglais
    }.
deb-ev-place = { $who } met { $card } dans le { $boat ->
        [norman] bateau normand
       *[english] bateau anglais
    } ({ $covers ->
        [yes] recouvre une carte
       *[other] { $visible }/{ $cap } visibles
    }).
deb-ev-placed = { $who } : { $card } → { $boat ->
        [norman] bateau normand
       *[english] bateau anglais
    } ({ $covers ->
        [yes] recouvre une carte
       *[other] { $visible }/{ $cap } visibles
    }).
deb-ev-end_phase = Temps écoulé : les choix par défaut s'appliquent.
deb-ev-new_deal = Manche { $deal } — premier joueur : { $who }.
deb-ev-captured = { $who } capture le { $boat ->
        [norman] bateau normand
       *[english] bateau anglais
    } ({ $k } cartes, vaut { $n }) : { $cards }
deb-ev-set_aside = Pas assez de cartes pour tous : { $n ->
        [one] { $n } carte de la pioche écartée
       *[other] { $n } cartes de la pioche écartées
    } pour cette manche.
deb-ev-eliminated = { $who } atteint le seuil et quitte la partie.
deb-ev-over = Fin de la partie.

# Per-seat lists, one message per length (the messages that use them follow).
deb-ev-plays-1 = { $s0 } : { $c0 }
deb-ev-plays-2 = { deb-ev-plays-1 } · { $s1 } : { $c1 }
deb-ev-plays-3 = { deb-ev-plays-2 } · { $s2 } : { $c2 }
deb-ev-plays-4 = { deb-ev-plays-3 } · { $s3 } : { $c3 }
deb-ev-plays-5 = { deb-ev-plays-4 } · { $s4 } : { $c4 }
deb-ev-plays-6 = { deb-ev-plays-5 } · { $s5 } : { $c5 }
deb-ev-plays-7 = { deb-ev-plays-6 } · { $s6 } : { $c6 }
deb-ev-plays-8 = { deb-ev-plays-7 } · { $s7 } : { $c7 }
deb-ev-scores-1 = { $s0 } { $v0 }
deb-ev-scores-2 = { deb-ev-scores-1 } · { $s1 } { $v1 }
deb-ev-scores-3 = { deb-ev-scores-2 } · { $s2 } { $v2 }
deb-ev-scores-4 = { deb-ev-scores-3 } · { $s3 } { $v3 }
deb-ev-scores-5 = { deb-ev-scores-4 } · { $s4 } { $v4 }
deb-ev-scores-6 = { deb-ev-scores-5 } · { $s5 } { $v5 }
deb-ev-scores-7 = { deb-ev-scores-6 } · { $s6 } { $v6 }
deb-ev-scores-8 = { deb-ev-scores-7 } · { $s7 } { $v7 }
deb-ev-names-1 = { $s0 }
deb-ev-names-2 = { deb-ev-names-1 }, { $s1 }
deb-ev-names-3 = { deb-ev-names-2 }, { $s2 }
deb-ev-names-4 = { deb-ev-names-3 }, { $s3 }
deb-ev-names-5 = { deb-ev-names-4 }, { $s4 }
deb-ev-names-6 = { deb-ev-names-5 }, { $s5 }
deb-ev-names-7 = { deb-ev-names-6 }, { $s6 }
deb-ev-names-8 = { deb-ev-names-7 }, { $s7 }
deb-ev-reveal-1 = Révélation : { deb-ev-plays-1 }
deb-ev-reveal-2 = Révélation : { deb-ev-plays-2 }
deb-ev-reveal-3 = Révélation : { deb-ev-plays-3 }
deb-ev-reveal-4 = Révélation : { deb-ev-plays-4 }
deb-ev-reveal-5 = Révélation : { deb-ev-plays-5 }
deb-ev-reveal-6 = Révélation : { deb-ev-plays-6 }
deb-ev-reveal-7 = Révélation : { deb-ev-plays-7 }
deb-ev-reveal-8 = Révélation : { deb-ev-plays-8 }
deb-ev-deal_score-1 = Scores de la manche : { deb-ev-scores-1 }
deb-ev-deal_score-2 = Scores de la manche : { deb-ev-scores-2 }
deb-ev-deal_score-3 = Scores de la manche : { deb-ev-scores-3 }
deb-ev-deal_score-4 = Scores de la manche : { deb-ev-scores-4 }
deb-ev-deal_score-5 = Scores de la manche : { deb-ev-scores-5 }
deb-ev-deal_score-6 = Scores de la manche : { deb-ev-scores-6 }
deb-ev-deal_score-7 = Scores de la manche : { deb-ev-scores-7 }
deb-ev-deal_score-8 = Scores de la manche : { deb-ev-scores-8 }
deb-ev-totals-1 = Totaux : { deb-ev-scores-1 }
deb-ev-totals-2 = Totaux : { deb-ev-scores-2 }
deb-ev-totals-3 = Totaux : { deb-ev-scores-3 }
deb-ev-totals-4 = Totaux : { deb-ev-scores-4 }
deb-ev-totals-5 = Totaux : { deb-ev-scores-5 }
deb-ev-totals-6 = Totaux : { deb-ev-scores-6 }
deb-ev-totals-7 = Totaux : { deb-ev-scores-7 }
deb-ev-totals-8 = Totaux : { deb-ev-scores-8 }
deb-ev-single_colour-1 = Couleur unique sur toute la partie : { deb-ev-names-1 } (totaux négatifs).
deb-ev-single_colour-2 = Couleur unique sur toute la partie : { deb-ev-names-2 } (totaux négatifs).
deb-ev-single_colour-3 = Couleur unique sur toute la partie : { deb-ev-names-3 } (totaux négatifs).
deb-ev-single_colour-4 = Couleur unique sur toute la partie : { deb-ev-names-4 } (totaux négatifs).
deb-ev-single_colour-5 = Couleur unique sur toute la partie : { deb-ev-names-5 } (totaux négatifs).
deb-ev-single_colour-6 = Couleur unique sur toute la partie : { deb-ev-names-6 } (totaux négatifs).
deb-ev-single_colour-7 = Couleur unique sur toute la partie : { deb-ev-names-7 } (totaux négatifs).
deb-ev-single_colour-8 = Couleur unique sur toute la partie : { deb-ev-names-8 } (totaux négatifs).

## Options (champs des options ; libellé, .desc, .<choix>)
deb-opt-threshold = Seuil de défaite
deb-opt-threshold-desc = le total qui termine la partie et fait perdre (30 : Conquête rapide)
deb-opt-end_rule = Quand le seuil compte
deb-opt-end_rule-desc = quand le seuil est vérifié : après chaque manche, après chaque capture, ou les joueurs au seuil sont éliminés
deb-opt-end_rule-threshold_after_deal = après chaque manche
deb-opt-end_rule-threshold_after_capture = après chaque capture
deb-opt-end_rule-elimination = les joueurs au seuil sont éliminés
deb-opt-max_deals = Manches au plus
deb-opt-max_deals-desc = la partie s'arrête après ce nombre de manches même si personne n'a atteint le seuil
deb-opt-first_seat = Premier joueur (0 : le joueur 1)
deb-opt-first_seat-desc = le premier joueur de la première manche (le joueur le plus proche de 66 ans)
deb-opt-first_seat_rotation = Premier joueur de chaque manche
deb-opt-first_seat_rotation-desc = le premier joueur passe au voisin à chaque manche, ou reste le même
deb-opt-first_seat_rotation-clockwise = passe au voisin
deb-opt-first_seat_rotation-fixed = reste le même
deb-opt-neutral_choice = Bateau d'une carte neutre
deb-opt-neutral_choice-desc = le bateau d'une carte neutre est choisi au moment de la placer, ou avec la carte
deb-opt-neutral_choice-at_placement = choisi à la pose
deb-opt-neutral_choice-predeclare = choisi avec la carte
deb-opt-revisable_selection = Changer d'avis
deb-opt-revisable_selection-desc = un joueur peut changer sa sélection tant que tous n'ont pas choisi (3 fois au plus)
deb-opt-draw_rule = Pioche
deb-opt-draw_rule-desc = tout le monde pioche tant que la pioche suffit, ou un chacun dans l'ordre des places
deb-opt-draw_rule-all_or_nothing = tout le monde ou personne
deb-opt-draw_rule-seat_order = un chacun dans l'ordre des places
deb-opt-capture_timing = Moment de la capture
deb-opt-capture_timing-desc = un bateau à 5 cartes visibles est capturé aussitôt, ou en fin de tour
deb-opt-capture_timing-immediate = aussitôt
deb-opt-capture_timing-end_of_turn = en fin de tour
deb-opt-green_mode = Cartes vertes
deb-opt-green_mode-desc = les cartes vertes doublent un bateau une fois, ou une fois par carte verte
deb-opt-green_mode-once = doublent un bateau une fois
deb-opt-green_mode-per_card = le doublent une fois par carte verte
deb-opt-mono_scope = Couleur unique comptée sur
deb-opt-mono_scope-desc = la règle de couleur unique s'applique aux captures de chaque manche, ou de la partie
deb-opt-mono_scope-deal = chaque manche
deb-opt-mono_scope-game = toute la partie
deb-opt-mono_ignore = La couleur unique ignore
deb-opt-mono_ignore-desc = le test de couleur unique ignore les cartes grises, ou grises, orange et vertes
deb-opt-mono_ignore-grey = les cartes grises
deb-opt-mono_ignore-grey_orange_green = les cartes grises, orange et vertes
deb-opt-tie_rule = Égalité au plus petit total
deb-opt-tie_rule-desc = les ex aequo se partagent la victoire, ou le moins de bateaux capturés l'emporte
deb-opt-tie_rule-shared = victoire partagée
deb-opt-tie_rule-fewer_captured_boats = le moins de bateaux capturés gagne
deb-opt-captures_visible = Bateaux capturés de tous visibles
deb-opt-captures_visible-desc = chacun voit les bateaux capturés de tous (faux : seulement leur nombre)
deb-opt-selection_seconds = Secondes pour choisir une carte
deb-opt-selection_seconds-desc = horloge : secondes pour choisir une carte avant que la plus basse soit jouée
deb-opt-placement_seconds = Secondes pour placer une carte neutre
deb-opt-placement_seconds-desc = horloge : secondes pour choisir le bateau d'une carte neutre avant le choix par défaut
