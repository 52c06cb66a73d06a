"""CrossViT's multi-scale embedding: one image cut into patches of two sizes by two strided convs,
each branch's tokens `(B, C, -1)` transposed, its class token tiled over the batch by
`F.broadcast_to(cls_token, (x.shape[0], 1, C))` and prepended, the position embedding added by a plain
`+`, a python loop over the branches by `range(len(self.patch_sizes))`, the class tokens of both
branches projected to a common width and summed for the head."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, img_size=8, patch_sizes=(2, 4), dims=(4, 6), num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_sizes = patch_sizes
        self.dims = dims
        with self.name_scope():
            self.embeds = nn.HybridSequential()
            for i, (p, d) in enumerate(zip(patch_sizes, dims)):
                self.embeds.add(nn.Conv2D(d, p, strides=p, in_channels=3))
                n = (img_size // p) ** 2
                setattr(self, 'cls_token%d' % i, self.params.get('cls_token%d' % i, shape=(1, 1, d)))
                setattr(self, 'pos_embed%d' % i, self.params.get('pos_embed%d' % i, shape=(1, 1 + n, d)))
            self.to_common = nn.HybridSequential()
            for d in dims:
                self.to_common.add(nn.Dense(dims[-1], in_units=d))
            self.head = nn.Dense(num_classes, in_units=dims[-1])

    def hybrid_forward(self, F, x, **params):
        out = 0
        for i in range(len(self.patch_sizes)):
            t = self.embeds[i](x)
            C = self.dims[i]
            t = t.reshape((0, C, -1)).transpose((0, 2, 1))
            cls = F.broadcast_to(params['cls_token%d' % i], (x.shape[0], 1, C))
            t = F.concat(cls, t, dim=1)
            t = t + params['pos_embed%d' % i]
            out = out + self.to_common[i](F.slice_axis(t, axis=1, begin=0, end=1))
        return self.head(out)
