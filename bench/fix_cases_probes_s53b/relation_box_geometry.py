"""Relation features from box geometry (relation networks for detection): log of relative centre offsets and size ratios for every pair of boxes, from the columns of an (N, K, 4) box tensor."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(3, in_units=4, flatten=False)

    def hybrid_forward(self, F, boxes):
        boxes = F.abs(boxes) + 0.1
        cx = boxes[:, :, 0]
        cy = boxes[:, :, 1]
        w = boxes[:, :, 2]
        h = boxes[:, :, 3]
        dx = F.log(F.abs(cx.expand_dims(2) - cx.expand_dims(1)) / w.expand_dims(2) + 1e-3)
        dy = F.log(F.abs(cy.expand_dims(2) - cy.expand_dims(1)) / h.expand_dims(2) + 1e-3)
        dw = F.log(w.expand_dims(2) / w.expand_dims(1))
        dh = F.log(h.expand_dims(2) / h.expand_dims(1))
        return self.embed(F.stack(dx, dy, dw, dh, axis=3)).sum(axis=2)
