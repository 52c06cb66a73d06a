"""Glow-TTS monotonic alignment log-likelihood as the reference sums it, `logp = logp1 + logp2 + logp3 + logp4`: (N, T_text, 1) per-position terms added by plain `+` to (N, T_text, T_mel) `batch_dot` terms."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 7), (2, 4, 5), (2, 4, 5)]


class PlainAlignmentLogp(HybridBlock):
    def hybrid_forward(self, F, z, m, logs):
        s_p_sq_r = F.exp(-2 * logs)
        logp1 = F.sum(-0.5 * math.log(2 * math.pi) - logs, axis=1).expand_dims(-1)
        logp2 = F.batch_dot(s_p_sq_r, -0.5 * F.square(z), transpose_a=True)
        logp3 = F.batch_dot(m * s_p_sq_r, z, transpose_a=True)
        logp4 = F.sum(-0.5 * F.square(m) * s_p_sq_r, axis=1).expand_dims(-1)
        return logp1 + logp2 + logp3 + logp4


Net = PlainAlignmentLogp
