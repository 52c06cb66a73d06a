"""Numpy-mode (MXNet 2 style) FixMatch step in `forward`: the unlabeled batch size read as `x_u.shape[0] // 2` to split weak and strong views by basic slices, the mask by `np.max(probs, axis=-1) >= thr`, numpy broadcasting throughout (a numpy `forward` is not traced by MXNet 1.9.1's hybridize)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(8, 6)]


class NumpyFixMatch(HybridBlock):
    def __init__(self, num_classes=4, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self._thr = threshold
        self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def forward(self, x_u):
        n = x_u.shape[0] // 2
        logits = self.net(x_u)
        weak, strong = logits[:n], logits[n:]
        probs = npx.softmax(weak, axis=-1)
        mask = (np.max(probs, axis=-1) >= self._thr).astype("float32")
        pseudo = np.argmax(probs, axis=-1)
        ce = -npx.pick(npx.log_softmax(strong, axis=-1), pseudo, axis=-1)
        return (ce * mask).mean()


Net = NumpyFixMatch
