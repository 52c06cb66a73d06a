"""Multi-head dot attention of a music style-transfer transformer: `MultiHeadDotAttention.hybrid_forward(self,
F, keys_values, queries, keys_values_mask)` unpacks `B, T_K, _ = keys_values.shape` and `_, T_Q, _ =
queries.shape` for positional reshapes (`reshape(shape=[B, T_K, self.num_heads, -1])`), and computes
the logits, the mask and the softmax with `mx.nd.linalg_gemm2`, `mx.nd.sqrt(mx.nd.full(...))`,
`mx.nd.softmax`; its `_mask_logits` helper reads `att_logits.shape` again and builds the mask with
`mx.nd.where`/`zeros_like`/`ones_like`/`repeat`/`broadcast_add`. Eagerly it runs; hybridized
`keys_values.shape` is an AttributeError of the Symbol.

Source: a public MXNet music style-transfer code base (find_string id 47115171802, its transformer
module; read by an analyzer held-out round, tests/corpus/HELDOUT.md, "music transformer"; in no fix
set), `MultiHeadDotAttention` as written with `_mask_logits`; the config class, the feed-forward,
encoder layer and encoder classes and the package imports left out. Net: attention dim 4, model dim
8, 2 heads, self-attention, no future mask. Inputs: keys/values (2, 5, 8), queries (2, 5, 8), a
key mask (2, 5) (real-valued: `> 0.` keeps about half the keys).
"""
import mxnet as mx

INPUTS = [(2, 5, 8), (2, 5, 8), (2, 5)]


class MultiHeadDotAttention(mx.gluon.HybridBlock):
    def __init__(self,
                 attention_dim: int,
                 model_dim: int,
                 num_heads: int,
                 is_self_attention: bool,
                 mask_future_timesteps: bool):
        super().__init__()
        self.attention_dim = attention_dim
        self.model_dim = model_dim
        self.num_heads = num_heads
        self.is_self_attention = is_self_attention
        self.mask_future_timesteps = mask_future_timesteps

        with self.name_scope():
            self.W_k = mx.gluon.nn.Dense(units=self.model_dim, in_units=self.model_dim, flatten=False)
            self.W_q = mx.gluon.nn.Dense(units=self.model_dim, in_units=self.model_dim, flatten=False)
            self.W_v = mx.gluon.nn.Dense(units=self.model_dim, in_units=self.model_dim, flatten=False)
            self.W_proj = mx.gluon.nn.Dense(units=self.model_dim, in_units=self.model_dim, flatten=False)

    def hybrid_forward(self,
                       F,
                       keys_values: mx.nd.ndarray,
                       queries: mx.nd.ndarray,
                       keys_values_mask: mx.nd.ndarray):
        B, T_K, _ = keys_values.shape
        _, T_Q, _ = queries.shape

        K = self.W_k(keys_values).reshape(shape=[B, T_K, self.num_heads, -1]).swapaxes(1, 2)
        Q = self.W_q(queries).reshape(shape=[B, T_Q, self.num_heads, -1]).swapaxes(1, 2)
        V = self.W_v(keys_values).reshape(shape=[B, T_K, self.num_heads, -1]).swapaxes(1, 2)

        att_logits = mx.nd.linalg_gemm2(K, Q, transpose_b=True)
        att_logits = att_logits / mx.nd.sqrt(mx.nd.full(shape=1, val=self.attention_dim))
        att_logits = self._mask_logits(att_logits, keys_values_mask)
        att_probs = mx.nd.softmax(att_logits)

        attended_values = mx.nd.linalg_gemm2(att_probs, V, transpose_a=True)
        attended_values = attended_values.swapaxes(1, 2).reshape([B, T_Q, -1])

        attended_values_proj = self.W_proj(attended_values)
        return attended_values_proj

    def _mask_logits(self, att_logits: mx.nd.ndarray, padding_mask: mx.nd.ndarray):
        # att_logits [batch_size, num_heads , T_K, T_Q]
        # padding mask [batch_size, T_K]
        B, _, T_K, T_Q = att_logits.shape

        mask_value = -1e9
        mask = mx.nd.where(padding_mask > 0.,
                           mx.nd.zeros_like(padding_mask),
                           mx.nd.ones_like(padding_mask) * mask_value)
        mask = mx.nd.repeat(mask.expand_dims(2), axis=2, repeats=T_Q) # [batch_size, T_K, T_Q]
        mask = mask.expand_dims(1) # [batch_size, 1, T_K, T_Q]

        if self.mask_future_timesteps:
            assert self.is_self_attention

            masked_entries = mx.nd.full(shape=(T_Q * (T_Q-1) / 2), val=mask_value)
            masked_matrix = mx.nd.linalg.maketrian(masked_entries, offset=0) # Todo: upper vs lower??
            mask = mx.nd.broadcast_add(mask, masked_matrix)

        output = mx.nd.broadcast_add(att_logits, mask)
        return output


class Net(MultiHeadDotAttention):
    def __init__(self):
        super(Net, self).__init__(attention_dim=4, model_dim=8, num_heads=2, is_self_attention=True,
                                  mask_future_timesteps=False)
