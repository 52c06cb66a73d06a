"""Joint intent detection and slot filling: a bidirectional LSTM over (N, T, E) token features (NTC), intent logits from the mean over time, slot logits per token by a `flatten=False` Dense."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class JointTagger(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, **kwargs):
        super(JointTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=emb)
            self.intent = nn.Dense(intents, in_units=2 * hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=2 * hidden)

    def hybrid_forward(self, F, tokens):
        h = self.encoder(tokens)
        return self.intent(F.mean(h, axis=1)), self.slot(h)


Net = JointTagger
