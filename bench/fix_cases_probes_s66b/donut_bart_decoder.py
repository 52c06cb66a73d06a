"""Donut's BART-like decoder step under teacher forcing: the labels shifted right with the decoder start token
(`F.concat` of a start column and `labels[:, :-1]`), token embeddings scaled by `sqrt(d_model)`, learned positions
sliced to the target length from the table's data with BART's offset of 2 (`weight[2:T + 2]`), a prompt of task
tokens prepended, self-attention under a causal mask built from `nd.arange` of the total length, and
cross-attention over the encoder's flattened (B, C, H, W) map with heads split from the shapes."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 5), (2, 8, 2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, vocab_size=11, d_model=8, num_heads=2, max_position=16, n_prompt=2,
                 decoder_start_token_id=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab_size = vocab_size
        self.d_model = d_model
        self.num_heads = num_heads
        self.decoder_start_token_id = decoder_start_token_id
        with self.name_scope():
            self.embed_tokens = nn.Embedding(vocab_size, d_model)
            self.embed_positions = self.params.get('embed_positions', shape=(max_position + 2, d_model),
                                                   init=init.Normal(0.02))
            self.task_prompt = self.params.get('task_prompt', shape=(n_prompt, d_model), init=init.Normal(0.02))
            self.q_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.kv_proj = nn.Dense(2 * d_model, in_units=d_model, flatten=False)
            self.lm_head = nn.Dense(vocab_size, in_units=d_model, flatten=False)

    def shift_tokens_right(self, F, input_ids):
        start = F.ones_like(input_ids[:, :1]) * self.decoder_start_token_id
        return F.concat(start, input_ids[:, :-1], dim=1)

    def attend(self, F, q, k, v, mask=None):
        B, Tq, D = q.shape
        Tk = k.shape[1]
        h = self.num_heads
        q = q.reshape((B, Tq, h, -1)).transpose((0, 2, 1, 3)).reshape((B * h, Tq, -1))
        k = k.reshape((B, Tk, h, -1)).transpose((0, 2, 1, 3)).reshape((B * h, Tk, -1))
        v = v.reshape((B, Tk, h, -1)).transpose((0, 2, 1, 3)).reshape((B * h, Tk, -1))
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(D // h)
        if mask is not None:
            scores = scores + mask
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        return out.reshape((B, h, Tq, -1)).transpose((0, 2, 1, 3)).reshape((B, Tq, D))

    def hybrid_forward(self, F, label_frac, encoder_map, embed_positions, task_prompt):
        labels = F.floor((label_frac + 1) * 0.5 * (self.vocab_size - 1))
        decoder_input_ids = self.shift_tokens_right(F, labels)
        B, T = decoder_input_ids.shape
        h = self.embed_tokens(decoder_input_ids) * math.sqrt(self.d_model)
        h = h + embed_positions[2:T + 2].expand_dims(0)
        prompt = task_prompt.expand_dims(0).broadcast_to((B,) + task_prompt.shape)
        h = F.concat(prompt, h, dim=1)
        L = h.shape[1]
        pos = nd.arange(L)
        causal = (pos.reshape((1, L)) > pos.reshape((L, 1))) * -1e4
        kv = self.kv_proj(h)
        h = h + self.attend(F, self.q_proj(h), kv[:, :, :self.d_model], kv[:, :, self.d_model:], causal)
        memory = encoder_map.reshape((B, self.d_model, -1)).transpose((0, 2, 1))
        h = h + self.attend(F, self.q_proj(h), memory, memory)
        return self.lm_head(h)
