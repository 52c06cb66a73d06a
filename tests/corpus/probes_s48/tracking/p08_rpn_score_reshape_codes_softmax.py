"""SiamRPN classification branch: the (N, 2K, H, W) score map reshaped with codes `(0, 2, -1, -2)` to (N, 2, K, H, W) for a softmax over background/foreground, the foreground probability flattened with `(0, -1)` and the best location found by `argmax`; returns (probs, best index)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(2 * num_anchors, 1, in_channels=4)

    def hybrid_forward(self, F, feat):
        score = self.cls(feat).reshape((0, 2, -1, -2))
        prob = F.softmax(score, axis=1)
        fg = F.slice_axis(prob, axis=1, begin=1, end=2).reshape((0, -1))
        return fg, F.argmax(fg, axis=1)
