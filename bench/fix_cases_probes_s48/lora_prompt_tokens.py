"""Prompt tuning: learned prompt tokens tiled over the batch and prepended to the token embeddings."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, prompt_len=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.prompt = self.params.get('prompt', shape=(prompt_len, dim))
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, prompt):
        p = F.tile(prompt.expand_dims(0), reps=(x.shape[0], 1, 1))
        return self.proj(F.concat(p, x, dim=1))
