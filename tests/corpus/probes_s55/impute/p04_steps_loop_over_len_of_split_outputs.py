"""Forward-fill imputation looping `for t in range(len(steps))` over the list `F.split` returns (a python list, whose length is the configured count)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5, 3)]


class ForwardFill(HybridBlock):
    def __init__(self, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len

    def hybrid_forward(self, F, x, mask_in):
        m = F.cast(mask_in > 0, "float32")
        steps = F.split(x, num_outputs=self.seq_len, axis=1)
        masks = F.split(m, num_outputs=self.seq_len, axis=1)
        last = F.zeros_like(steps[0])
        filled = []
        for t in range(len(steps)):
            last = masks[t] * steps[t] + (1 - masks[t]) * last
            filled.append(last)
        return F.concat(*filled, dim=1)


Net = ForwardFill
