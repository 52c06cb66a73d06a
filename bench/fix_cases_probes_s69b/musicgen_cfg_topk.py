"""MusicGen's sampling step: the conditional and unconditional halves of a doubled batch
(`cond_logits, uncond_logits = logits.split(2)` written as `logits[:B]`, `logits[B:]` with
`B = logits.shape[0] // 2`), classifier-free guidance `uncond + (cond - uncond) * cfg_coef`, the K linear
heads' logits (B, K, card) softmaxed with a temperature, and top-k filtering: the k-th largest probability
per row as the threshold (`v = topk(probs, k)`, `probs[probs < v[..., -1:]] = 0` in the public code, written
as a masked product) and the renormalised distribution."""
from mxnet.gluon import nn


INPUTS = [(4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, n_q=3, dim=8, card=10, cfg_coef=3.0, top_k=4, temp=1.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cfg_coef = cfg_coef
        self.top_k = top_k
        self.temp = temp
        with self.name_scope():
            self.linears = nn.HybridSequential()
            for _ in range(n_q):
                self.linears.add(nn.Dense(card, in_units=dim))

    def hybrid_forward(self, F, out):
        logits = F.stack(*[self.linears[k](out) for k in range(len(self.linears))], axis=1)
        B = logits.shape[0] // 2
        cond_logits, uncond_logits = logits[:B], logits[B:]
        logits = uncond_logits + (cond_logits - uncond_logits) * self.cfg_coef
        probs = F.softmax(logits / self.temp, axis=-1)
        v = F.topk(probs, k=self.top_k, axis=-1, ret_typ='value')
        probs = probs * (probs >= v[:, :, -1:])
        return probs / probs.sum(axis=-1, keepdims=True)
