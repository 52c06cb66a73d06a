"""Numpy-mode video head: frames sliced with `clip[:, :, ::2]` and per-frame means, all legal in numpy mode."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 6, 4, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, stride=2, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        self._stride = stride
        with self.name_scope():
            self.fc = nn.Dense(num_classes, in_units=3)

    def hybrid_forward(self, F, clip):
        sampled = clip[:, :, ::self._stride]                      # B, C, T/2, H, W
        per_frame = F.np.mean(sampled, axis=(3, 4))               # B, C, T/2
        pooled = per_frame.max(axis=-1)                           # B, C
        return self.fc(pooled), per_frame[:, 0]
