"""FixMatch interleaved batch cut with the labeled size taken from the label input, `b = y_raw.shape[0]`, and the unlabeled size `(x.shape[0] - b) // 2` -- the PyTorch `logits[:batch_size]`, `logits[batch_size:].chunk(2)` bookkeeping by shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (2,)]


class ShapeSplitFixMatch(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super(ShapeSplitFixMatch, self).__init__(**kwargs)
        self._c = num_classes
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def hybrid_forward(self, F, x, y_raw):
        b = y_raw.shape[0]
        u = (x.shape[0] - b) // 2
        logits = self.net(x)
        lab = F.slice_axis(logits, axis=0, begin=0, end=b)
        weak = F.slice_axis(logits, axis=0, begin=b, end=b + u)
        y = F.floor((y_raw + 1) * 0.5 * (self._c - 1e-3))
        return -F.mean(F.pick(F.log_softmax(lab), y)), F.argmax(weak, axis=-1)


Net = ShapeSplitFixMatch
