"""MC dropout head: `F.Dropout(mode='always')` stays on at inference, the head runs over a python range of samples, outputs stacked by `F.stack` and reduced to mean and variance (the rate is a constructor argument; 0 here)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class MCDropoutHead(HybridBlock):
    def __init__(self, in_units=5, hidden=6, num_classes=3, rate=0.0, num_samples=4, **kwargs):
        super().__init__(**kwargs)
        self.rate, self.num_samples = rate, num_samples
        with self.name_scope():
            self.body = nn.Dense(hidden, in_units=in_units, activation="relu")
            self.out = nn.Dense(num_classes, in_units=hidden)

    def hybrid_forward(self, F, x):
        h = self.body(x)
        samples = [F.softmax(self.out(F.Dropout(h, p=self.rate, mode="always")), axis=-1)
                   for _ in range(self.num_samples)]
        probs = F.stack(*samples, axis=0)
        mean = F.mean(probs, axis=0)
        var = F.mean(F.square(F.broadcast_sub(probs, mean.expand_dims(0))), axis=0)
        return mean, var


Net = MCDropoutHead
