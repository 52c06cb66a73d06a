"""DAB-DETR's `gen_sineembed_for_position` on 4-d anchor boxes: each of x, y, w, h scaled by 2*pi
and divided by `dim_t = 10000 ** (2 * (dim_t // 2) / half)` (built with `nd.arange` in forward),
sine of the even and cosine of the odd features interleaved by stack + reshape with
`n_query, bs, _ = pos_tensor.shape`, concatenated as (y, x, w, h); the query position is the
ref_point_head MLP of that embedding."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(6, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d_model = d_model
        with self.name_scope():
            self.ref_point_head = nn.HybridSequential()
            self.ref_point_head.add(nn.Dense(d_model, in_units=2 * d_model, flatten=False,
                                             activation='relu'),
                                    nn.Dense(d_model, in_units=d_model, flatten=False))

    def sine_embed(self, F, pos_tensor):
        half = self.d_model // 2
        scale = 2 * math.pi
        dim_t = nd.arange(half)
        dim_t = 10000 ** (2 * F.floor(dim_t / 2) / half)
        n_query, bs, _ = pos_tensor.shape
        embeds = []
        for i in range(4):
            embed = pos_tensor[:, :, i].expand_dims(-1) * scale / dim_t
            embed = F.stack(F.sin(embed[:, :, 0::2]), F.cos(embed[:, :, 1::2]), axis=3)
            embeds.append(embed.reshape((n_query, bs, half)))
        pos_x, pos_y, pos_w, pos_h = embeds
        return F.concat(pos_y, pos_x, pos_w, pos_h, dim=2)

    def hybrid_forward(self, F, refpoints_unsigmoid):
        anchors = F.sigmoid(refpoints_unsigmoid)
        query_sine_embed = self.sine_embed(F, anchors)
        return self.ref_point_head(query_sine_embed), query_sine_embed
