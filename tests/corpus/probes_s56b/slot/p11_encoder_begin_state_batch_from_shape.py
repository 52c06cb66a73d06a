"""Joint tagger that starts its LSTM from `self.encoder.begin_state(batch_size=tokens.shape[0])` and keeps the final states for the intent."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class StatefulTagger(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, **kwargs):
        super(StatefulTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(hidden, layout="NTC", input_size=emb)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        states = self.encoder.begin_state(batch_size=tokens.shape[0], func=F.zeros)
        h, states = self.encoder(tokens, states)
        return self.intent(states[0].reshape((-3, 0))), self.slot(h)


Net = StatefulTagger
