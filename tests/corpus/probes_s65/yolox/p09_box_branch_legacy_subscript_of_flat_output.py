"""YOLOX postprocess on the flattened (N, A, 5+C) output cut by the PyTorch subscripts `out[:, :, :4]` (boxes), `out[:, :, 4:5]` (objectness) and `out[:, :, 5:]` (classes) -- a legacy Symbol takes no tuple subscript."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class SubscriptPostprocess(HybridBlock):
    def __init__(self, in_ch=8, num_classes=3, **kwargs):
        super(SubscriptPostprocess, self).__init__(**kwargs)
        with self.name_scope():
            self.pred = nn.Conv2D(5 + num_classes, 1, in_channels=in_ch)

    def hybrid_forward(self, F, x):
        out = F.transpose(self.pred(x).reshape((0, 0, -1)), axes=(0, 2, 1))
        boxes = out[:, :, :4]
        scores = F.broadcast_mul(F.sigmoid(out[:, :, 4:5]), F.sigmoid(out[:, :, 5:]))
        return boxes, F.max(scores, axis=-1)


Net = SubscriptPostprocess
