"""MaskFormer's mask prediction: per-pixel embeddings `(b, c, h, w)` flattened by `b, c, h, w =
pix.shape`, the queries' mask embeddings against them by `F.batch_dot`, masks back to `(b, q, h, w)`
and resized to the target size twice the feature size by `F.contrib.BilinearResize2D(masks,
height=h * 2, width=w * 2)`, class logits from a Dense head."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(num_classes + 1, in_units=dim, flatten=False)
            self.mask_embed = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, queries, pix):
        b, c, h, w = pix.shape
        logits = self.cls(queries)
        emb = self.mask_embed(queries)
        masks = F.batch_dot(emb, pix.reshape((b, c, h * w)))
        masks = masks.reshape((b, -1, h, w))
        masks = F.contrib.BilinearResize2D(masks, height=h * 2, width=w * 2)
        return logits, masks
