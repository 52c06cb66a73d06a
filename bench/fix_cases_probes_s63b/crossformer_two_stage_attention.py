"""Crossformer's two-stage attention: attention across time within each dimension on
`x.reshape((-1, x.shape[2], x.shape[3]))`, then across dimensions through a small set of routers --
the router table tiled over the batch `F.tile(router, reps=(batch, 1, 1))` gathers from all
dimensions and the dimensions read back from the routers -- each stage with a residual, LayerNorm
and an MLP; the attention layer splits heads by `queries.shape`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 8)]


class AttentionLayer(nn.HybridBlock):
    def __init__(self, d_model, n_heads, **kwargs):
        super(AttentionLayer, self).__init__(**kwargs)
        self.n_heads = n_heads
        with self.name_scope():
            self.query_projection = nn.Dense(d_model, flatten=False, in_units=d_model)
            self.key_projection = nn.Dense(d_model, flatten=False, in_units=d_model)
            self.value_projection = nn.Dense(d_model, flatten=False, in_units=d_model)
            self.out_projection = nn.Dense(d_model, flatten=False, in_units=d_model)

    def hybrid_forward(self, F, queries, keys, values):
        B, L, _ = queries.shape
        _, S, _ = keys.shape
        H = self.n_heads
        q = self.query_projection(queries).reshape((B, L, H, -1)).transpose((0, 2, 1, 3))
        k = self.key_projection(keys).reshape((B, S, H, -1)).transpose((0, 2, 1, 3))
        v = self.value_projection(values).reshape((B, S, H, -1)).transpose((0, 2, 1, 3))
        scale = 1. / math.sqrt(q.shape[-1])
        scores = F.batch_dot(q.reshape((B * H, L, -1)), k.reshape((B * H, S, -1)), transpose_b=True)
        attn = F.softmax(scores * scale, axis=-1)
        out = F.batch_dot(attn, v.reshape((B * H, S, -1))).reshape((B, H, L, -1))
        return self.out_projection(out.transpose((0, 2, 1, 3)).reshape((B, L, -1)))


def mlp(d_model, d_ff):
    block = nn.HybridSequential()
    block.add(nn.Dense(d_ff, flatten=False, in_units=d_model, activation='relu'),
              nn.Dense(d_model, flatten=False, in_units=d_ff))
    return block


class Net(nn.HybridBlock):
    def __init__(self, seg_num=4, factor=2, d_model=8, n_heads=2, d_ff=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.seg_num = seg_num
        self.d_model = d_model
        with self.name_scope():
            self.time_attention = AttentionLayer(d_model, n_heads)
            self.dim_sender = AttentionLayer(d_model, n_heads)
            self.dim_receiver = AttentionLayer(d_model, n_heads)
            self.router = self.params.get('router', shape=(seg_num, factor, d_model))
            self.norm1 = nn.LayerNorm(in_channels=d_model)
            self.norm2 = nn.LayerNorm(in_channels=d_model)
            self.norm3 = nn.LayerNorm(in_channels=d_model)
            self.norm4 = nn.LayerNorm(in_channels=d_model)
            self.mlp1 = mlp(d_model, d_ff)
            self.mlp2 = mlp(d_model, d_ff)

    def hybrid_forward(self, F, x, router):
        batch = x.shape[0]
        time_in = x.reshape((-1, x.shape[2], x.shape[3]))
        time_enc = self.time_attention(time_in, time_in, time_in)
        dim_in = self.norm1(time_in + time_enc)
        dim_in = self.norm2(dim_in + self.mlp1(dim_in))

        dim_send = dim_in.reshape((batch, -1, self.seg_num, self.d_model)).transpose((0, 2, 1, 3))
        dim_send = dim_send.reshape((batch * self.seg_num, -1, self.d_model))
        batch_router = F.tile(router, reps=(batch, 1, 1))
        dim_buffer = self.dim_sender(batch_router, dim_send, dim_send)
        dim_receive = self.dim_receiver(dim_send, dim_buffer, dim_buffer)
        dim_enc = self.norm3(dim_send + dim_receive)
        dim_enc = self.norm4(dim_enc + self.mlp2(dim_enc))

        final_out = dim_enc.reshape((batch, self.seg_num, -1, self.d_model)).transpose((0, 2, 1, 3))
        return final_out
