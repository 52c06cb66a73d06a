"""Joint tagger whose intent reads the last real token of each padded utterance by `SequenceLast` over lengths summed from the mask (time-major after `swapaxes`)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5), (2, 6)]


class LastTokenIntent(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, max_len=6, **kwargs):
        super(LastTokenIntent, self).__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.encoder = rnn.GRU(hidden, layout="NTC", input_size=emb)
            self.intent = nn.Dense(intents, in_units=hidden)

    def hybrid_forward(self, F, tokens, mask):
        h = self.encoder(tokens)
        lengths = F.clip(F.sum(mask > 0, axis=1) + 1, 1, self.max_len)
        last = F.SequenceLast(F.swapaxes(h, 0, 1), sequence_length=lengths, use_sequence_length=True)
        return self.intent(last)


Net = LastTokenIntent
