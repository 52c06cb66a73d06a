"""A DAB-DETR decoder layer with Mask2Former's masked attention (a Mask-DINO-like head): the
anchor centres' sine embedding as the query position, the previous mask logits resized to the
memory's level (`h, w = src.shape[2:]`) and thresholded `sigmoid < 0.5` with fully masked rows
released, cross-attention over the level's pixels, then the boxes refined through
`inverse_sigmoid` (`tmp += ...`) and the new mask logits from the mask features."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2, 4, 4), (2, 4, 6, 6), (2, 8, 3, 3), (2, 8, 6, 6)]


def inverse_sigmoid(F, x, eps=1e-3):
    x = F.clip(x, 0, 1)
    return F.log(F.clip(x, eps, 1) / F.clip(1 - x, eps, 1))


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d_model = d_model
        with self.name_scope():
            self.ref_point_head = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.k_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.v_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.bbox_embed = nn.Dense(4, in_units=d_model, flatten=False)
            self.mask_embed = nn.Dense(d_model, in_units=d_model, flatten=False)

    def sine_embed(self, F, centres):
        num_feats = self.d_model // 4
        dim_t = F.arange(num_feats)
        dim_t = 10000 ** (2 * F.floor(dim_t / 2) / num_feats)
        pos = F.broadcast_div(centres.expand_dims(-1) * 2 * math.pi, dim_t)
        pos = F.concat(F.sin(pos), F.cos(pos), dim=-1)
        return pos.reshape((0, 0, -1))

    def hybrid_forward(self, F, tgt, refpoints_unsigmoid, prev_mask, src, mask_features):
        reference_points = F.sigmoid(refpoints_unsigmoid)
        query_pos = self.ref_point_head(self.sine_embed(F, reference_points[:, :, :2]))
        b, c, h, w = src.shape
        attn_mask = F.contrib.BilinearResize2D(prev_mask, height=h, width=w)
        attn_mask = (F.sigmoid(attn_mask.reshape((b, -1, h * w))) < 0.5)
        attn_mask = attn_mask * (attn_mask.sum(axis=-1, keepdims=True) != h * w)
        memory = src.reshape((b, c, -1)).transpose((0, 2, 1))
        score = F.batch_dot(tgt + query_pos, self.k_proj(memory), transpose_b=True)
        score = F.where(attn_mask, F.ones_like(score) * -1e9, score / math.sqrt(c))
        tgt = tgt + F.batch_dot(F.softmax(score, axis=-1), self.v_proj(memory))
        tmp = self.bbox_embed(tgt)
        tmp += inverse_sigmoid(F, reference_points)
        new_mask = F.batch_dot(self.mask_embed(tgt), mask_features.reshape((b, c, -1)))
        return tgt, F.sigmoid(tmp), new_mask.reshape((b, -1) + mask_features.shape[2:])
