rdn-colon = :{" "}
rdn-title = { $title } · deal { $deal }/{ $deals } · trick { $trick }/{ $tricks }
rdn-title_deal = { $title } · deal { $deal }/{ $deals }
rdn-title_over = { $title } · game over
rdn-quest = Quest:{" "}
rdn-choose_quest = You hold the blue 5: choose which face of tile { $tile } scores this deal.
rdn-last_won = Your last trick won (trick { $trick }):{" "}
rdn-past_tricks = Tricks of this deal:
rdn-past_trick = trick { $trick } → { $who }:{" "}
rdn-your_hand = Your hand:
rdn-player = player
rdn-cards = cards
rdn-tricks = tricks won
rdn-special_points = special
rdn-total = total
rdn-dealer_mark = (dealer)
rdn-blue5_mark = (blue 5)
rdn-to_lead = Trick { $trick }: { $who } to lead
rdn-trick_led = Trick { $trick }, led { $suit }:{" "}
rdn-trick_no_suit = Trick { $trick }, no suit led yet:{" "}
rdn-names = names { $suit }
rdn-naming = naming { $suit } as trump
rdn-swap_with = swap hands with { $who }
rdn-banner_left = left: you pass your hand to { $to }, and get { $frm }'s
rdn-banner_right = right: you pass your hand to { $to }, and get { $frm }'s
rdn-spy_on = look at the hand of { $who } (total { $total })
rdn-deal_rule = Deal { $deal }
rdn-you = you
rdn-deal_scores = Deal { $deal } · { $face } · { $special }
rdn-quest_points = Quest
rdn-deal_points = deal
rdn-deal_short = D{ $deal }
rdn-special = { rdn-special_card }{ rdn-colon }
rdn-no_suit = no suit
rdn-druid_prompt = Druide (Druid): pick whose hand you take (they get yours).
rdn-banner_prompt = Porte-étendard (Standard Bearer): which way does everyone pass their hand?
rdn-spy_prompt = Ninja gobelin (Goblin Ninja): pick whose hand you look at.
rdn-swap_none = keep your hand

## The page (roi_des_nains.js)
rdn-deal = Donne (deal) { $deal }/{ $deals }
rdn-extra = Deal { $deal } (tie-break deal)
rdn-trick_of = Trick { $trick }/{ $tricks }
rdn-quest_title = Quête (quest)
rdn-quest_pending = Quête (quest) to be chosen
rdn-quest_choosing = { $who } holds the blue 5 and picks a face of tile { $tile }.
rdn-special_card = Special card
rdn-stack = Tile stack: { $n }, { $tile } on top
rdn-stack_empty = Tile stack empty
rdn-seats = Players
rdn-cards_n = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
rdn-tricks_n = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
rdn-total_n = total { $n }
rdn-special_pts = special { $n }
rdn-dealer = dealer
rdn-blue5 = blue 5: picks the Quête
rdn-red5 = red 5: led the first trick
rdn-trick = Trick { $trick }
rdn-led = led: { $suit }
rdn-no_led = no suit led yet
rdn-who_leads = { $who } to lead
rdn-prev = Previous trick ({ $trick }), won by { $who }:
rdn-your_last = Your last trick (trick { $trick }):
rdn-memory = Collected tricks are put away: each player may look only at the last trick they won.
rdn-hand = Your hand
rdn-hand_n = Your hand ({ $n })
rdn-off = off-suit
rdn-trump = trump: { $suit }
rdn-as = = { $suit } { $strength }
rdn-wizard_pick = Sorcier (Wizard): name this trick's trump suit
rdn-wizard_suit = { $suit } trump
rdn-cancel = Cancel
rdn-seen = { $who }'s hand, seen with the Ninja (after trick { $trick }):
rdn-spectator = You are watching: hands stay hidden.
rdn-suit-B = blue (Knights)
rdn-suit-G = green (Dwarves)
rdn-suit-R = red (Goblins)
rdn-suit-M = Magic
rdn-colour-B = blue
rdn-colour-G = green
rdn-colour-R = red
rdn-colour-M = Magic
rdn-card = { $colour } { $rank ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
   *[other] { $rank }
}
rdn-magic = Magic card
rdn-sum-title = Deal { $deal }: { $quest }
rdn-sum-player = Player
rdn-sum-tricks = Tricks
rdn-sum-quest = Quête
rdn-sum-special = Spec.
rdn-sum-deal = Deal
rdn-sum-total = Total
rdn-sum-with = Special card: { $card }
rdn-end-title = The seven Quêtes (quests)
rdn-end-deal = D{ $deal }
rdn-seat_info = { $total } pts · tricks: { $tricks }
rdn-seat_points = { $total } pts

## The rules appendix (texts.catalogue_markdown)
rdn-appendix-specials = The 14 special cards
rdn-appendix-specials_intro = One special card is revealed and shuffled in at each deal.
rdn-appendix-faces = The 40 Quest faces
rdn-appendix-faces_intro = Each deal, the holder of the blue 5 picks one face of the tile it draws.
rdn-appendix-code = code
rdn-appendix-name = name
rdn-appendix-card = card
rdn-appendix-effect = effect
rdn-appendix-face = face
rdn-appendix-scores = what it scores

## Events (RoiDesNains.narrate): $who the actor; $seat the seat the event names;
## $card a card, $cards cards, $face a Quest face, drawn by the renderer.
rdn-suit-name = { $suit ->
    [B] { rdn-suit-B }
    [G] { rdn-suit-G }
    [R] { rdn-suit-R }
   *[M] { rdn-suit-M }
}
rdn-ev-dealer = { $seat } deals first.
rdn-ev-tile-top = Quête (quest) tile { $tile } is on top of the stack.
rdn-ev-tile-drawn = Quête (quest) tile { $tile } is drawn.
rdn-ev-special = Deal { $deal }: the special card is { $card }.
rdn-ev-dealt = Cards dealt: { $n } each.
rdn-ev-show-B5 = { $seat } shows the blue 5 and draws the Quête (quest) tile.
rdn-ev-show-R5 = { $seat } shows the red 5 and leads the first trick.
rdn-ev-quest = { $who } picks the Quête (quest) { $face }.
rdn-ev-lead = { $who } leads { $card }.
rdn-ev-follow = { $who } plays { $card }.
rdn-ev-wizard = { $who } plays the Sorcier (Wizard), naming { rdn-suit-name } as trump.
rdn-ev-void = { $seat } has no { rdn-suit-name } left.
rdn-ev-win = { $seat } wins trick { $trick }.
rdn-ev-win-troll = { $seat } wins trick { $trick } (handed over by the Troll).
rdn-ev-points = { $seat }: { $points } ({ $card }).
rdn-ev-keep = { $who } keeps their hand.
rdn-ev-swap = { $who } swaps hands with { $seat } (Druide, Druid).
rdn-ev-banner = { $who } sends every hand to the { $direction ->
    [left] left
   *[right] right
} (Porte-étendard, Standard Bearer).
rdn-ev-spy = { $who } looks at { $seat }'s hand (Ninja gobelin, Goblin Ninja).
rdn-ev-receive = { $to } gets { $seat }'s hand: { $cards }.
rdn-ev-receive-hidden = { $to } gets { $seat }'s hand.
rdn-ev-hand = { $seat }'s hand: { $cards }.
rdn-ev-score = End of deal { $deal }: { $seat } { $delta } (total { $total }).
rdn-ev-tie = Tied at the top: { $n ->
    [2] { $p1 } and { $p2 }
    [3] { $p1 }, { $p2 } and { $p3 }
    [4] { $p1 }, { $p2 }, { $p3 } and { $p4 }
   *[other] { $p1 }, { $p2 }, { $p3 }, { $p4 } and { $p5 }
}. One more deal.
rdn-ev-over = Game over.

## Options (GameOptions fields; label, .desc, .<choice>)
rdn-opt-first_dealer = First dealer
rdn-opt-first_dealer-desc = the first dealer: drawn at random, or a given seat
rdn-opt-first_dealer-random = drawn at random
rdn-opt-deal_start = Who is dealt first
rdn-opt-deal_start-desc = dealing starts with the dealer's left neighbour
rdn-opt-deal_start-left_of_dealer = the dealer's left neighbour
rdn-opt-first_game_exclude_complex = First game: no complex Quests
rdn-opt-first_game_exclude_complex-desc = first game: the complex Quest tiles are left out
rdn-opt-quests_per_game = Number of deals
rdn-opt-quests_per_game-desc = the number of deals (one Quest tile each)
rdn-opt-magic_follow_rule = Magic cards and the led suit
rdn-opt-magic_follow_rule-desc = when a Magic card may be played while holding the led suit
rdn-opt-magic_follow_rule-effective_suit = by their suit once played
rdn-opt-magic_follow_rule-always_free = always free to play
rdn-opt-magic_follow_rule-void_only = only without the led suit
rdn-opt-suitless_lead_rule = Suitless lead
rdn-opt-suitless_lead_rule-desc = after a suitless lead the next card sets the led suit
rdn-opt-suitless_lead_rule-next_card_sets_suit = the next card sets the suit
rdn-opt-clone_margin = Clone's lead over the copied card
rdn-opt-clone_margin-desc = how much the Clone beats the card it copies
rdn-opt-mummy_trick1 = Mummy in the first trick
rdn-opt-mummy_trick1-desc = a Mummy in trick 1 has no suit and strength 0
rdn-opt-mummy_trick1-suitless_zero = no suit, strength 0
rdn-opt-druid_timing = When the Druid swaps
rdn-opt-druid_timing-desc = the Druid's swap happens at the end of its trick
rdn-opt-druid_timing-end_of_trick = at the end of its trick
rdn-opt-druid_mandatory = Druid's swap is compulsory
rdn-opt-druid_mandatory-desc = the Druid's swap is mandatory
rdn-opt-banner_direction_chooser = Standard Bearer: who picks the direction
rdn-opt-banner_direction_chooser-desc = the Standard Bearer's player chooses the direction
rdn-opt-banner_direction_chooser-banner_player = the Standard Bearer's player
rdn-opt-show_unchosen_face = Show the unchosen Quest face
rdn-opt-show_unchosen_face-desc = show everyone the face the blue-5 holder did not choose
rdn-opt-quest_stack_top_public = Top Quest tile visible
rdn-opt-quest_stack_top_public-desc = the top tile of the Quest stack is visible
rdn-opt-strict_history_view = Only the current trick and your last trick
rdn-opt-strict_history_view-desc = tables show only the current trick and your last won trick
rdn-opt-tiebreak_players = Tie-break deals: who scores
rdn-opt-tiebreak_players-desc = extra deals after a tie: everyone scores, or only the tied players
rdn-opt-tiebreak_players-all = everyone
rdn-opt-tiebreak_players-tied_only = only the tied players
rdn-opt-tiebreak_quest_source = Tie-break deals' Quest tile
rdn-opt-tiebreak_quest_source-desc = an extra deal's tile is drawn from the unused tiles
rdn-opt-tiebreak_quest_source-unused_tiles = drawn from the unused tiles
rdn-opt-max_tiebreak_deals = Most tie-break deals
rdn-opt-max_tiebreak_deals-desc = at most this many extra deals, then a shared victory (off: no cap)
