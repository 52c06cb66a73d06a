"""Forward-fill imputation splitting the series into `x.shape[1]` steps."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5, 3)]


class ForwardFill(HybridBlock):
    def hybrid_forward(self, F, x, mask_in):
        m = F.cast(mask_in > 0, "float32")
        num_steps = x.shape[1]
        steps = F.split(x, num_outputs=num_steps, axis=1)
        masks = F.split(m, num_outputs=num_steps, axis=1)
        last = F.zeros_like(steps[0])
        filled = []
        for t in range(num_steps):
            last = masks[t] * steps[t] + (1 - masks[t]) * last
            filled.append(last)
        return F.concat(*filled, dim=1)


Net = ForwardFill
