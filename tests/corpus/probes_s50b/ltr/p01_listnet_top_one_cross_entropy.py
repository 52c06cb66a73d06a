"""ListNet loss over (N, list) scores: top-one probabilities of the relevance labels and of the predicted scores by `softmax`/`log_softmax` along the list axis, cross entropy summed over the list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=5, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.HybridSequential()
            self.scorer.add(nn.Dense(hidden, flatten=False, in_units=in_units, activation="relu"),
                            nn.Dense(1, flatten=False, in_units=hidden))

    def hybrid_forward(self, F, docs, relevance):
        scores = self.scorer(docs).reshape((0, -1))
        target = F.softmax(relevance, axis=1)
        return -F.sum(target * F.log_softmax(scores, axis=1), axis=1)
