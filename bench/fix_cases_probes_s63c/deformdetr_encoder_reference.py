"""Deformable DETR's encoder input: each level's map flattened to tokens with a learned level
embedding `src + level_embed[lvl].reshape((1, 1, -1))`, and the reference points of every pixel
centre normalised by that level's spatial shape read from the map (`get_reference_points`:
`(arange(H_) + 0.5) / H_` broadcast over the grid), concatenated over levels and embedded by a Dense
added to the tokens."""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 6), (2, 4, 2, 3)]


def get_reference_points(spatial_shapes):
    reference_points_list = []
    for H_, W_ in spatial_shapes:
        ref_y = ((nd.arange(H_) + 0.5) / H_).reshape((H_, 1)).broadcast_to((H_, W_)).reshape((1, -1))
        ref_x = ((nd.arange(W_) + 0.5) / W_).reshape((1, W_)).broadcast_to((H_, W_)).reshape((1, -1))
        reference_points_list.append(nd.stack(ref_x, ref_y, axis=-1))
    return nd.concat(*reference_points_list, dim=1)


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, n_levels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.level_embed = self.params.get('level_embed', shape=(n_levels, d_model),
                                               init=mx.init.Normal(0.5))
            self.ref_embed = nn.Dense(d_model, in_units=2, flatten=False)
            self.proj = nn.Dense(d_model, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, src0, src1, level_embed):
        src_flatten = []
        spatial_shapes = []
        for lvl, src in enumerate([src0, src1]):
            bs, c, h, w = src.shape
            spatial_shapes.append((h, w))
            src = src.reshape((bs, c, h * w)).transpose((0, 2, 1))
            src_flatten.append(src + level_embed[lvl].reshape((1, 1, -1)))
        src_flatten = F.concat(*src_flatten, dim=1)
        reference_points = get_reference_points(spatial_shapes)
        return self.proj(src_flatten) + self.ref_embed(reference_points)
