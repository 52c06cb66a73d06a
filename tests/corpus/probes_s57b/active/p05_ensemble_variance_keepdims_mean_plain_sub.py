"""Ensemble disagreement: the stacked member probabilities minus their keepdims mean by a plain `-`, squared and averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class EnsembleVariance(HybridBlock):
    def __init__(self, num_members=3, num_classes=5, **kwargs):
        super(EnsembleVariance, self).__init__(**kwargs)
        with self.name_scope():
            self.members = nn.HybridSequential()
            for _ in range(num_members):
                self.members.add(nn.Dense(num_classes, in_units=10))

    def hybrid_forward(self, F, x):
        probs = F.stack(*[F.softmax(m(x)) for m in self.members], axis=0)
        mean = probs.mean(axis=0, keepdims=True)
        variance = F.square(probs - mean).mean(axis=0)
        return variance.sum(axis=-1)


Net = EnsembleVariance
