"""Adapted from deeprenewal 0.3.3 (DeepRenewalPredictionNetwork.sampling_decoder): sample paths drawn per
repeated series are folded back with `reshape((batch_size, num_samples, T, samples.shape[-1]))`, the
batch size read from `past_target.shape[0]`: a Symbol has no `.shape`."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 2)]


class SamplingDecoder(nn.HybridBlock):
    def __init__(self, num_samples=3, prediction_length=2, **kwargs):
        super().__init__(**kwargs)
        self.num_samples = num_samples
        self.prediction_length = prediction_length
        self.proj = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, past_target):
        repeated = past_target.repeat(repeats=self.num_samples, axis=0)
        batch_size = past_target.shape[0]
        steps = []
        for k in range(self.prediction_length):
            last = repeated.slice_axis(axis=1, begin=-1, end=None)
            new = F.tanh(self.proj(last))
            repeated = F.concat(repeated, new, dim=1)
            steps.append(new)
        samples = F.concat(*steps, dim=1)
        return samples.reshape(shape=(batch_size, self.num_samples, self.prediction_length, samples.shape[-1]))


Net = SamplingDecoder
