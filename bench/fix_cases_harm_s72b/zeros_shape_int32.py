"""attack (htr_iou_loss's `F.zeros(shape=overlaps.shape)` -> `F.zeros_like(overlaps)`): the shape
read from an int32 tensor the block casts (`ids = (...).astype('int32')`) -- F.zeros is float32,
zeros_like(ids) int32, and int32 + float32 raises in MXNet 1.9.1."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ids = (F.abs(x) * 4).astype('int32')
        z = F.zeros(shape=ids.shape)
        return z + x * 0.5
