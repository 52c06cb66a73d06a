"""Split-conformal nonconformity scores `1 - p[true class]` taken with `F.pick(prob, label, axis=1)`, and the prediction set as the classes whose score is below a python quantile from calibration."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=4, qhat=0.7, **kwargs):
        super().__init__(**kwargs)
        self.classes, self.qhat = classes, qhat
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)

    def hybrid_forward(self, F, x, label):
        label = F.floor(F.abs(label) * self.classes)
        prob = F.softmax(self.classifier(x), axis=1)
        score = 1 - F.pick(prob, label, axis=1)
        pred_set = (1 - prob) <= self.qhat
        return score, pred_set
