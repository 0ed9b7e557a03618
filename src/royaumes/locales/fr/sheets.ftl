## Feuilles de score (issue 22) : ce que dit la feuille de chaque jeu.

sheet-total = Total : { $points }
sheet-error-people = { $game } se joue de { $min } à { $max } joueurs, pas { $n }
sheet-error-people_fixed = { $game } se joue à { $min } joueurs, pas { $n }
sheet-error-options = options refusées : { $message }
sheet-error-malformed = ce n’est pas une saisie de cette feuille : { $problems }
sheet-error-game = pas de feuille de score pour { $game }
sheet-error-finished = la partie est finie avant cette saisie : plus de saisie après la fin (pour corriger une saisie antérieure qui change la fin, annulez d’abord les saisies qui la suivent)
sheet-error-entry = saisie { $n } : { $message }
sheet-error-nothing_to_undo = rien à annuler
sheet-error-no_entry = pas de saisie { $entry } à corriger
sheet-error-same_name = deux personnes d’une même feuille ne peuvent pas avoir le même nom
sheet-yes = oui
sheet-no = non

## Les pages des feuilles de score

sheets-title = Feuilles de score
sheets-pitch = Vous jouez avec la boîte, à la maison ? Tenez les scores sur votre téléphone : la feuille de chaque jeu compte selon ses règles, départages compris.
sheets-open_sheets = Ouvrir les feuilles de score
sheets-intro = Un groupe, ce sont les personnes qui jouent ensemble ; son lien permet à qui l’a de saisir les scores (un lien en lecture seule aussi). Chaque partie jouée a sa feuille, qui compte selon les règles.
sheets-my_groups = Mes groupes
sheets-open = Ouvrir
sheets-new_group = Nouveau groupe
sheets-group_name = Nom du groupe
sheets-group_name_placeholder = Les cousins
sheets-people = Qui joue
sheets-people_placeholder = Un nom par ligne
sheets-people_hint = D’autres personnes pourront s’ajouter ensuite, feuille par feuille.
sheets-create_group = Créer le groupe
sheets-no_token = Il manque à ce lien sa clé (la partie après #). Demandez le lien entier à qui a créé le groupe.
sheets-share = Partager ce groupe
sheets-edit_link = Lien pour saisir les scores
sheets-edit_link_hint = Qui l’a peut saisir et corriger les scores.
sheets-read_link = Lien en lecture seule
sheets-read_link_hint = Qui l’a voit les feuilles, sans pouvoir les modifier.
sheets-read_only = Vous voyez ce groupe avec un lien en lecture seule.
sheets-new_sheet = Nouvelle feuille
sheets-game = Jeu
sheets-who_plays = Qui joue, dans l’ordre des places
sheets-order_hint = Cochez les joueurs dans l’ordre des places (sens horaire à partir du premier).
sheets-add_person = Un autre nom
sheets-add = Ajouter
sheets-chosen = { $n } { $n ->
    [one] choisi
   *[other] choisis
} ({ $min } à { $max } joueurs)
sheets-start = Commencer la feuille
sheets-history = Feuilles passées
sheets-no_sheets = Pas encore de feuille.
sheets-won_by = gagnée par { $names }
sheets-stats = Statistiques
sheets-no_stats = Terminez une feuille pour voir qui gagne le plus.
sheets-best_in = { $game } : meilleur score { $points }
sheets-total = Total
sheets-rank = Rang
sheets-winners = { $n ->
    [one] Gagnant : { $names }
   *[other] Gagnants : { $names }
}
sheets-no_winner = Personne à la table ne gagne.
sheets-fix = Corriger
sheets-fixing = Corriger la saisie
sheets-new_entry = Nouvelle saisie
sheets-save = Enregistrer
sheets-cancel = Annuler
sheets-undo = Annuler la dernière modification
sheets-choose = Choisir…
sheets-changes = { $n ->
    [one] Historique : { $n } modification
   *[other] Historique : { $n } modifications
}
sheets-change-add = saisie ajoutée
sheets-change-replace = saisie { $target } corrigée
sheets-change-undo = modification { $target } annulée
sheet-person = Joueur { $n }
sheets-add_group = + ajouter
sheets-group_placeholder = numéros des cartes, ex. 3 19 27 33 41
sheets-error-forbidden = Ce lien n’ouvre pas ce groupe (sa clé est fausse ou coupée). Redemandez le lien entier.
sheets-error-not_found = Ce groupe ou cette feuille n’existe pas (ou plus).
sheets-error-malformed = Il manque quelque chose, ou une valeur est fausse : { $message }
sheets-error-changed = Quelqu’un d’autre a modifié cette feuille entre-temps : la voici à jour ; saisissez à nouveau.
sheets-error-edit_only = Ce lien ne fait que montrer les feuilles : il faut le lien de saisie pour les modifier.
sheets-rank_short = Rg
sheets-hero_link = Vous jouez avec la boîte ? Tenez les scores ici →
sheets-scoring_options = Options du décompte
sheets-other_options = Autres options ({ $n }, sans effet sur le score)
sheets-person_stats = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
