"""Prompt tuning that repeats the prompt Parameter over the batch with `F.tile(prompt.expand_dims(0), reps=(emb.shape[0], 1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, vocab=30, units=8, num_prompts=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.prompt = self.params.get("prompt", shape=(num_prompts, units), init="normal")

    def hybrid_forward(self, F, tokens, prompt):
        emb = self.embed(F.floor(F.abs(tokens) * self.vocab))
        prompts = F.tile(prompt.expand_dims(0), reps=(emb.shape[0], 1, 1))
        return F.concat(prompts, emb, dim=1)
