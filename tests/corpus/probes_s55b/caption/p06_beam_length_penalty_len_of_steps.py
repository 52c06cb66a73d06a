"""GNMT length penalty on finished beam scores, `((5 + len(tokens)) / 6) ** alpha`, with the length taken from the time-major token tensor by `len()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6, 5), (6,)]


class LengthNormalisedScore(HybridBlock):
    def __init__(self, hidden=5, alpha=0.6, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens, beam_scores):
        step_scores = F.reshape(self.score(tokens), shape=(0, 0))
        total = F.sum(step_scores, axis=0) + beam_scores
        penalty = ((5.0 + len(tokens)) / 6.0) ** self.alpha
        return total / penalty


Net = LengthNormalisedScore
