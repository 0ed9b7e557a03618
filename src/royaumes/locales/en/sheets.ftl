## Score sheets (issue 22): what every game's sheet says.

sheet-total = Total: { $points }
sheet-error-people = { $game } is played by { $min } to { $max } players, not { $n }
sheet-error-people_fixed = { $game } is played by { $min } players, not { $n }
sheet-error-options = bad options: { $message }
sheet-error-malformed = not an entry of this sheet: { $problems }
sheet-error-game = no score sheet for { $game }
sheet-error-finished = the game is over before this entry: no entry after its end (to correct an earlier one that changes the end, first undo the entries after it)
sheet-error-entry = entry { $n }: { $message }
sheet-error-nothing_to_undo = nothing to undo
sheet-error-no_entry = no entry { $entry } to correct
sheet-error-same_name = two people of a sheet cannot have the same name
sheet-yes = yes
sheet-no = no

## The score sheets' pages

sheets-title = Score sheets
sheets-pitch = Playing with the box at home? Keep the score on your phone: each game's sheet counts by its rules, with its tie-breaks.
sheets-open_sheets = Open the score sheets
sheets-intro = A group is the people who play together; its link lets anyone who has it enter scores (a read-only link too). Each game you play gets a sheet that counts by the rules.
sheets-my_groups = My groups
sheets-open = Open
sheets-new_group = New group
sheets-group_name = Group name
sheets-group_name_placeholder = The cousins
sheets-people = Who plays
sheets-people_placeholder = One name a line
sheets-people_hint = More people can join later, sheet by sheet.
sheets-create_group = Create the group
sheets-no_token = This link lacks its key (the part after #). Ask whoever made the group for the whole link.
sheets-share = Share this group
sheets-edit_link = Link to enter scores
sheets-edit_link_hint = Whoever has it may enter and correct scores.
sheets-read_link = Read-only link
sheets-read_link_hint = Whoever has it sees the sheets, and cannot change them.
sheets-read_only = You see this group with a read-only link.
sheets-new_sheet = New sheet
sheets-game = Game
sheets-who_plays = Who plays, in seat order
sheets-order_hint = Tick the players in seat order (clockwise from the first).
sheets-add_person = Another name
sheets-add = Add
sheets-chosen = { $n } chosen ({ $min }–{ $max } players)
sheets-start = Start the sheet
sheets-history = Past sheets
sheets-no_sheets = No sheet yet.
sheets-won_by = won by { $names }
sheets-stats = Statistics
sheets-no_stats = Finish a sheet to see who wins most.
sheets-best_in = { $game }: best { $points }
sheets-total = Total
sheets-rank = Rank
sheets-winners = { $n ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
sheets-no_winner = Nobody at the table wins.
sheets-fix = Correct
sheets-fixing = Correct the entry
sheets-new_entry = New entry
sheets-save = Save
sheets-cancel = Cancel
sheets-undo = Undo the last change
sheets-choose = Choose…
sheets-changes = { $n ->
    [one] History: { $n } change
   *[other] History: { $n } changes
}
sheets-change-add = entry added
sheets-change-replace = entry { $target } corrected
sheets-change-undo = change { $target } undone
sheet-person = Player { $n }
sheets-add_group = + add
sheets-group_placeholder = card numbers, e.g. 3 19 27 33 41
sheets-error-forbidden = This link does not open this group (its key is wrong or cut). Ask for the whole link again.
sheets-error-not_found = This group or sheet does not exist (any more).
sheets-error-malformed = Something is missing or wrong in what was sent: { $message }
sheets-error-changed = Someone else changed this sheet meanwhile: here it is now; enter yours again.
sheets-error-edit_only = This link only shows the sheets: the edit link is needed to change them.
sheets-rank_short = Rk
sheets-hero_link = Playing with the box? Keep the score here →
sheets-scoring_options = The scoring's options
sheets-other_options = Other options ({ $n }, no effect on the score)
sheets-person_stats = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
