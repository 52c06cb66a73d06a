"""Intent head that falls back to the `unknown` intent when the best probability is low, by a python `if F.max(prob) < self.threshold`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class IntentWithFallback(HybridBlock):
    def __init__(self, emb=5, intents=3, threshold=0.5, **kwargs):
        super(IntentWithFallback, self).__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.intent = nn.Dense(intents, in_units=emb)

    def hybrid_forward(self, F, utt):
        prob = F.softmax(self.intent(utt), axis=-1)
        if F.max(prob) < self.threshold:
            prob = F.concat(prob, F.ones_like(F.slice_axis(prob, axis=-1, begin=0, end=1)), dim=-1)
        else:
            prob = F.concat(prob, F.zeros_like(F.slice_axis(prob, axis=-1, begin=0, end=1)), dim=-1)
        return prob


Net = IntentWithFallback
