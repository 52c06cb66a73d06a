"""FixMatch forward over one interleaved batch [labeled; weak; strong] (the PyTorch reference concatenates the views): one classifier call, then the three parts cut by `F.slice_axis` on the batch axis with sizes from the constructor's batch size and `mu` ratio; the labeled cross-entropy by `pick` of labels mapped from the float input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (2,)]


class InterleavedFixMatch(HybridBlock):
    def __init__(self, batch=2, mu=2, num_classes=4, **kwargs):
        super(InterleavedFixMatch, self).__init__(**kwargs)
        self._b, self._u = batch, batch * mu
        self._c = num_classes
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(8, in_units=6, activation="relu"), nn.Dense(num_classes, in_units=8, weight_initializer="xavier"))

    def hybrid_forward(self, F, x, y_raw):
        logits = self.net(x)
        lab = F.slice_axis(logits, axis=0, begin=0, end=self._b)
        weak = F.slice_axis(logits, axis=0, begin=self._b, end=self._b + self._u)
        strong = F.slice_axis(logits, axis=0, begin=self._b + self._u, end=None)
        y = F.floor((y_raw + 1) * 0.5 * (self._c - 1e-3))
        loss_x = -F.mean(F.pick(F.log_softmax(lab, axis=-1), y, axis=-1))
        return loss_x, weak, strong


Net = InterleavedFixMatch
