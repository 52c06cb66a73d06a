"""MC-dropout classifier: a python loop of stochastic passes through the dropout head, stacked and averaged (dropout is identity outside training)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MCDropoutNet(HybridBlock):
    def __init__(self, num_classes=5, num_samples=3, **kwargs):
        super(MCDropoutNet, self).__init__(**kwargs)
        self.num_samples = num_samples
        with self.name_scope():
            self.body = nn.Dense(16, activation="relu", in_units=10)
            self.drop = nn.Dropout(0.3)
            self.head = nn.Dense(num_classes, in_units=16)

    def hybrid_forward(self, F, x):
        h = self.body(x)
        samples = []
        for _ in range(self.num_samples):
            samples.append(F.softmax(self.head(self.drop(h)), axis=-1))
        probs = F.stack(*samples, axis=0)
        return probs.mean(axis=0), probs


Net = MCDropoutNet
