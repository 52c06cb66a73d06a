"""Prompt tuning: `num_prompts` learned prompt vectors as a Parameter (P, D), lifted to (1, P, D) and expanded to the batch with `broadcast_like(..., lhs_axes=(0,), rhs_axes=(0,))` against the token embeddings, then concatenated in front of them along the time axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, vocab=30, units=8, num_prompts=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.prompt = self.params.get("prompt", shape=(num_prompts, units), init="normal")
            self.encoder = nn.Dense(units, flatten=False, activation="tanh", in_units=units)

    def hybrid_forward(self, F, tokens, prompt):
        emb = self.embed(F.floor(F.abs(tokens) * self.vocab))                              # (N, T, D)
        prompts = F.broadcast_like(prompt.expand_dims(0), emb, lhs_axes=(0,), rhs_axes=(0,))  # (N, P, D)
        return self.encoder(F.concat(prompts, emb, dim=1))
