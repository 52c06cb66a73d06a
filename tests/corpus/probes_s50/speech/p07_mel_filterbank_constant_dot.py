"""Log-mel front end: a triangular mel filterbank computed with numpy in the constructor is held as a constant Parameter, `F.dot` maps the (N, T, bins) power spectrum onto mel bands, then `log(x + eps)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 9)]


def mel_filterbank(num_bins, num_mels):
    centers = np.linspace(0, num_bins - 1, num_mels + 2)
    fb = np.zeros((num_bins, num_mels), dtype="float32")
    for m in range(1, num_mels + 1):
        left, mid, right = centers[m - 1], centers[m], centers[m + 1]
        for k in range(num_bins):
            if left <= k <= mid:
                fb[k, m - 1] = (k - left) / max(mid - left, 1e-6)
            elif mid < k <= right:
                fb[k, m - 1] = (right - k) / max(right - mid, 1e-6)
    return fb


class LogMel(HybridBlock):
    def __init__(self, num_bins=9, num_mels=4, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.fb = self.params.get_constant("fb", mel_filterbank(num_bins, num_mels))
            self.out = nn.Dense(3, flatten=False, in_units=num_mels)

    def hybrid_forward(self, F, spec, fb):
        power = F.square(spec)
        return self.out(F.log(F.dot(power, fb) + self.eps))


Net = LogMel
