"""``mx.gluon.utils``: splitting batches across devices, global-norm clipping, file hashes and
downloads, as MXNet 1.9.1 has them."""
from __future__ import annotations

import hashlib
import os
import urllib.request
import uuid
import warnings

import numpy

from .. import nd
from ..ndarray import NDArray

__all__ = ["split_data", "split_and_load", "clip_global_norm", "check_sha1", "download",
           "replace_file"]


def split_data(data, num_slice, batch_axis=0, even_split=True):
    """``num_slice`` parts of ``data`` along ``batch_axis``; with ``even_split=False`` the first
    ``size % num_slice`` parts hold one sample more."""
    size = data.shape[batch_axis]
    if even_split and size % num_slice != 0:
        raise ValueError(
            f"data with shape {data.shape} cannot be evenly split into {num_slice} slices along "
            f"axis {batch_axis}. Use a batch size that's multiple of {num_slice} or set "
            "even_split=False to allow uneven partitioning of data.")
    each, extra = divmod(size, num_slice)
    bounds = numpy.cumsum([0] + [each + 1] * extra + [each] * (num_slice - extra))
    return [nd.slice_axis(data, axis=batch_axis, begin=int(bounds[i]), end=int(bounds[i + 1]))
            for i in range(num_slice)]


def split_and_load(data, ctx_list, batch_axis=0, even_split=True):
    """Split ``data`` (an NDArray or anything ``nd.array`` takes) into one part per context,
    each copied to its context."""
    if not isinstance(data, NDArray):
        data = nd.array(data, ctx=ctx_list[0])
    if len(ctx_list) == 1:
        return [data.as_in_context(ctx_list[0])]
    parts = split_data(data, len(ctx_list), batch_axis, even_split)
    return [part.as_in_context(ctx) for part, ctx in zip(parts, ctx_list)]


def clip_global_norm(arrays, max_norm, check_isfinite=True):
    """Scale ``arrays`` in place so that their joint 2-norm is at most ``max_norm``; returns the
    norm before scaling (a float, or an NDArray with ``check_isfinite=False``)."""
    if not arrays:
        raise ValueError("clip_global_norm needs at least one array")
    ctx = arrays[0].context
    squares = [nd.dot(a.reshape((-1,)), a.reshape((-1,))).as_in_context(ctx) for a in arrays]
    total = nd.sqrt(nd.add_n(*squares))
    if check_isfinite and not numpy.isfinite(total.asscalar()):
        warnings.warn(UserWarning("nan or inf is detected. Clipping results will be undefined."),
                      stacklevel=2)
    scale = max_norm / (total + 1e-8)
    scale = nd.min(nd.concat(scale, nd.ones(1, ctx=ctx), dim=0))
    for a in arrays:
        a *= scale.as_in_context(a.context)
    return total.asscalar() if check_isfinite else total


def check_sha1(filename, sha1_hash):
    sha1 = hashlib.sha1()
    with open(filename, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            sha1.update(chunk)
    return sha1.hexdigest() == sha1_hash


def replace_file(src, dst):
    try:
        os.replace(src, dst)
    except OSError:
        try:
            os.remove(src)
        except OSError:
            pass
        raise OSError(f"Moving downloaded temp file - {src}, to {dst} failed. Please retry the "
                      "download.") from None


def download(url, path=None, overwrite=False, sha1_hash=None, retries=5, verify_ssl=True):
    """Fetch ``url`` to ``path`` (a file, or a folder to put it in) unless a file with the right
    hash is there; returns the file name.  Written to a temporary name, then moved."""
    if path is None:
        fname = url.split("/")[-1]
        if not fname:
            raise ValueError("Can't construct file-name from this URL. Please set the `path` "
                             "option manually.")
    else:
        path = os.path.expanduser(path)
        fname = os.path.join(path, url.split("/")[-1]) if os.path.isdir(path) else path
    if retries < 0:
        raise ValueError(f"Number of retries should be at least 0, currently it's {retries}")
    if not verify_ssl:
        warnings.warn("Unverified HTTPS request is being made (verify_ssl=False). Adding "
                      "certificate verification is strongly advised.")
    if not (overwrite or not os.path.exists(fname)
            or (sha1_hash and not check_sha1(fname, sha1_hash))):
        return fname
    os.makedirs(os.path.dirname(os.path.abspath(fname)), exist_ok=True)
    while True:
        tmp = f"{fname}.{uuid.uuid4()}"
        try:
            print(f"Downloading {fname} from {url}...")
            with urllib.request.urlopen(url) as response, open(tmp, "wb") as f:
                for chunk in iter(lambda: response.read(1 << 16), b""):
                    f.write(chunk)
            replace_file(tmp, fname)
            if sha1_hash and not check_sha1(fname, sha1_hash):
                raise UserWarning(f"File {fname} is downloaded but the content hash does not "
                                  "match. The repo may be outdated or download may be incomplete.")
            return fname
        except Exception as e:   # noqa: BLE001 - MXNet retries on any failure
            if os.path.exists(tmp):
                os.remove(tmp)
            retries -= 1
            if retries <= 0:
                raise
            print(f"download failed due to {e!r}, retrying, {retries} attempt"
                  f"{'s' if retries > 1 else ''} left")


# Where MXNet's model/data repository lives (MXNET_GLUON_REPO overrides it); GluonCV and
# GluonNLP build their download URLs from these at import time.
_DEFAULT_REPO = "https://apache-mxnet.s3-accelerate.dualstack.amazonaws.com/"


def _get_repo_url():
    repo_url = os.environ.get("MXNET_GLUON_REPO", _DEFAULT_REPO)
    return repo_url if repo_url.endswith("/") else repo_url + "/"


def _get_repo_file_url(namespace, filename):
    return f"{_get_repo_url()}{namespace}/{filename}"


def shape_is_known(shape):
    """True when no dimension of ``shape`` is unknown (0 in MXNet's legacy shapes)."""
    if shape is None or len(shape) == 0:
        return False
    for dim in shape:
        if dim == 0:
            return False
        assert dim > 0, f"shape dimension size cannot be less than 0, while received {dim}"
    return True
