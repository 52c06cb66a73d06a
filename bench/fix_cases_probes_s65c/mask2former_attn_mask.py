"""Mask2Former's masked attention: the prediction head's mask logits (`mask_embed` against the
flattened mask features, a batch_dot) resized to the next feature level with `BilinearResize2D`
by `src.shape[2:]`, `sigmoid(...) < 0.5` as the attention mask repeated over the heads; rows where
every key is masked are released (`sum == attn_mask.shape[-1]`), and the masked logits set to
-1e9 before the softmax of the cross-attention over the level's pixels."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 8, 6, 6), (2, 8, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, nheads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nheads = nheads
        with self.name_scope():
            self.decoder_norm = nn.LayerNorm(in_channels=d_model)
            self.mask_embed = nn.HybridSequential()
            self.mask_embed.add(nn.Dense(d_model, in_units=d_model, flatten=False, activation='relu'),
                                nn.Dense(d_model, in_units=d_model, flatten=False))
            self.q_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.k_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.v_proj = nn.Dense(d_model, in_units=d_model, flatten=False)

    def forward_prediction_heads(self, F, output, mask_features, attn_mask_target_size):
        mask_embed = self.mask_embed(self.decoder_norm(output))
        b, c, h, w = mask_features.shape
        outputs_mask = F.batch_dot(mask_embed, mask_features.reshape((b, c, h * w)))
        outputs_mask = outputs_mask.reshape((b, -1, h, w))
        th, tw = attn_mask_target_size
        attn_mask = F.contrib.BilinearResize2D(outputs_mask, height=th, width=tw)
        attn_mask = F.sigmoid(attn_mask.reshape((b, 1, -1, th * tw)))
        attn_mask = F.repeat(attn_mask, repeats=self.nheads, axis=1)
        attn_mask = attn_mask.reshape((b * self.nheads, -1, th * tw)) < 0.5
        return outputs_mask, attn_mask

    def hybrid_forward(self, F, output, mask_features, src):
        outputs_mask, attn_mask = self.forward_prediction_heads(F, output, mask_features,
                                                                src.shape[2:])
        full = attn_mask.sum(axis=-1, keepdims=True) == attn_mask.shape[-1]
        attn_mask = attn_mask * (1 - full)
        b, c, h, w = src.shape
        nq = output.shape[1]
        dh = c // self.nheads
        memory = src.reshape((b, c, h * w)).transpose((0, 2, 1))
        q = self.q_proj(output).reshape((b, nq, self.nheads, dh)).transpose((0, 2, 1, 3))
        k = self.k_proj(memory).reshape((b, h * w, self.nheads, dh)).transpose((0, 2, 1, 3))
        v = self.v_proj(memory).reshape((b, h * w, self.nheads, dh)).transpose((0, 2, 1, 3))
        score = F.batch_dot(q.reshape((b * self.nheads, nq, dh)),
                            k.reshape((b * self.nheads, h * w, dh)), transpose_b=True)
        score = F.where(attn_mask, F.ones_like(score) * -1e9, score / math.sqrt(dh))
        attn = F.softmax(score, axis=-1)
        out = F.batch_dot(attn, v.reshape((b * self.nheads, h * w, dh)))
        out = out.reshape((b, self.nheads, nq, dh)).transpose((0, 2, 1, 3)).reshape((b, nq, c))
        return output + out, outputs_mask
