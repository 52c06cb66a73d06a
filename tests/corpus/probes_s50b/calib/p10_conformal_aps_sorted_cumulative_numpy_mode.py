"""Adaptive prediction sets (APS) scores in numpy mode: probabilities sorted descending by `np.sort` of the negated values, cumulative mass by `np.cumsum`, the true class's rank found by comparison and `np.sum`, its cumulative mass picked with `npx.pick`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 10), (6,)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=4, **kwargs):
        super().__init__(**kwargs)
        self.classes = classes
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)

    def hybrid_forward(self, F, x, label):
        label = F.np.floor(F.np.abs(label) * self.classes)
        prob = F.npx.softmax(self.classifier(x), axis=1)
        sorted_p = -F.np.sort(-prob, axis=1)
        cum = F.np.cumsum(sorted_p, axis=1)
        p_true = F.npx.pick(prob, label, axis=1)
        rank = F.np.sum(prob > p_true[:, None], axis=1)
        return F.npx.pick(cum, rank, axis=1)
