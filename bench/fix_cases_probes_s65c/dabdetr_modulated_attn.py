"""DAB-DETR's width/height-modulated positional attention: the sine embedding of the anchor centres
scaled by `query_scale(output)`, then its x half multiplied by `refHW_cond[..., 0] / w` and its y
half by `refHW_cond[..., 1] / h` (in place, `*=` on slices), where refHW_cond is the sigmoid of
ref_anchor_head; the content query plus the positional query (ref_point_head) as the query."""
import math

from mxnet.gluon import nn


INPUTS = [(5, 2, 8), (5, 2, 4)]


def sine_embed_2d(F, centres, num_feats, temperature=10000):
    dim_t = F.arange(num_feats)
    dim_t = temperature ** (2 * F.floor(dim_t / 2) / num_feats)
    pos_x = F.broadcast_div(F.slice_axis(centres, axis=2, begin=0, end=1) * 2 * math.pi, dim_t)
    pos_y = F.broadcast_div(F.slice_axis(centres, axis=2, begin=1, end=2) * 2 * math.pi, dim_t)
    return F.concat(F.sin(pos_y), F.cos(pos_x), dim=2)


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d_model = d_model
        with self.name_scope():
            self.query_scale = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.ref_point_head = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.ref_anchor_head = nn.Dense(2, in_units=d_model, flatten=False)
            self.q_content = nn.Dense(d_model, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, output, refpoints_unsigmoid):
        reference_points = F.sigmoid(refpoints_unsigmoid)
        obj_center = reference_points[:, :, :2]
        query_sine_embed = sine_embed_2d(F, obj_center, self.d_model // 2)
        query_pos = self.ref_point_head(query_sine_embed)
        query_sine_embed = query_sine_embed * self.query_scale(output)
        refHW_cond = F.sigmoid(self.ref_anchor_head(output))
        half = self.d_model // 2
        query_sine_embed[:, :, half:] *= (refHW_cond[:, :, 0] / reference_points[:, :, 2]).expand_dims(-1)
        query_sine_embed[:, :, :half] *= (refHW_cond[:, :, 1] / reference_points[:, :, 3]).expand_dims(-1)
        return self.q_content(output) + query_pos, query_sine_embed
